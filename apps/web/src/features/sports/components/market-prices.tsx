import { useTranslation } from 'react-i18next';
import { marketName, marketTitle, pickName, pickShort } from '../model/labels.ts';
import { type Market, type Match, selectionKey } from '../model/slip.ts';
import { useBook } from './book-context.tsx';
import styles from './market-prices.module.css';
import { OddsButton } from './odds-button.tsx';

interface Props {
  match: Match;
  market: Market;
  /** A list row's narrow buttons (1 X 2, lines) rather than the match page's full picks. */
  compact?: boolean;
}

/** A market's selections as odds buttons, in a group named by the market and its line. */
export function MarketPrices({ match, market, compact = false }: Props) {
  const { t } = useTranslation();
  const { style, slip, pick: onPick } = useBook();
  const title = marketTitle(t, market);
  const closed = market.suspended || match.phase === 'ended';
  return (
    <fieldset className={styles.market}>
      <legend className={compact ? styles.title : 'visually-hidden'}>{title}</legend>
      <div className={compact ? styles.compact : styles.full} data-count={market.selections.length}>
        {market.selections.map(({ pick, odds }) => {
          const leg = { kind: market.kind, line: market.line, pick };
          const name = pickName(t, leg, match);
          return (
            <OddsButton
              key={pick}
              label={compact ? `${marketName(t, market.kind)}: ${name}` : name}
              {...(compact ? { short: pickShort(t, leg) } : {})}
              odds={odds}
              suspended={closed}
              style={style}
              selected={slip.selections.some((s) => s.key === selectionKey(market.id, pick))}
              onToggle={() => {
                if (odds === null) return;
                onPick({
                  matchId: match.id,
                  marketId: market.id,
                  kind: market.kind,
                  line: market.line,
                  pick,
                  home: match.home,
                  away: match.away,
                  sport: match.sport,
                  live: match.phase === 'live',
                  odds,
                });
              }}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
