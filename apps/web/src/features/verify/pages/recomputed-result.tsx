import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import type { Recomputed } from '../model/recompute.ts';
import { cardText } from './cards.tsx';
import { LiveResult } from './live-result.tsx';
import { MahjongWallResult } from './mahjong-wall-result.tsx';
import { PvpResult } from './pvp-result.tsx';
import styles from './verify-page.module.css';

/**
 * The recomputed round: a slot's reels and wins, the roulette pocket, the coup's cards, a
 * lottery draw's numbers, a red envelope's ticket, a live table's round, a card room's hand.
 */
export function RecomputedResult({ value }: { value: Recomputed }) {
  const { t } = useTranslation();
  if (value.kind === 'live') return <LiveResult round={value} />;
  if (value.kind === 'pvp') return <PvpResult round={value} />;
  if (value.kind === 'mahjong') return <MahjongWallResult round={value} />;
  if (value.kind === 'raffle') {
    // Fixed grouping (1,234), as the raffle's page writes its tickets in every language.
    const count = (n: number) => n.toLocaleString('en-US');
    return (
      <>
        <p className={styles.point}>
          {t('verify_raffle_ticket', { ticket: count(value.ticket), total: count(value.tickets) })}
        </p>
        <p>{t('verify_raffle_note')}</p>
      </>
    );
  }
  if (value.kind === 'roulette') {
    return (
      <p>
        {t('verify_pocket', { pocket: value.pocket, colour: t(`verify_colour_${value.colour}`) })}
      </p>
    );
  }
  if (value.kind === 'lottery') {
    const { draw } = value;
    return (
      <dl className={styles.facts}>
        <dt>{t('verify_numbers')}</dt>
        <dd>{draw.numbers.join(' ')}</dd>
        {draw.family === 'LHC' && (
          <>
            <dt>{t('verify_special')}</dt>
            <dd>{draw.special}</dd>
          </>
        )}
      </dl>
    );
  }
  if (value.kind === 'baccarat') {
    const hand = (h: { cards: { rank: number; suit: string }[]; total: number }) =>
      `${h.cards.map(cardText).join(' ')} (${h.total})`;
    return (
      <dl className={styles.facts}>
        <dt>{t('verify_player')}</dt>
        <dd>{hand(value.coup.player)}</dd>
        <dt>{t('verify_banker')}</dt>
        <dd>{hand(value.coup.banker)}</dd>
        <dt>{t('verify_winner')}</dt>
        <dd>{t(`verify_winner_${value.coup.winner}`)}</dd>
      </dl>
    );
  }
  const { round, model } = value;
  const bet = round.bet;
  return (
    <div className={styles.slot}>
      {round.spins.map((spin, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a round's spins never reorder.
        <table key={i} className={styles.grid}>
          <caption>
            {spin.free ? t('verify_free_spin', { n: i }) : t('verify_base_spin')} ·{' '}
            {t('verify_stops', { stops: spin.stops.join(', ') })}
          </caption>
          <tbody>
            {Array.from({ length: model.rows }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, fixed per model.
              <tr key={row}>
                {spin.grid.map((reel, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions too.
                  <td key={r}>{reel[row]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p>
        {t('verify_slot_total', {
          multiple: (round.totalWin / bet).toFixed(2),
          bet: formatMoney(bet / 100),
          win: formatMoney(round.totalWin / 100),
        })}
      </p>
    </div>
  );
}
