import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { CardResultOf } from './card-result.tsx';
import { CockfightResult } from './cockfight-result.tsx';
import { BeadsResult, CoinsResult, DiceResult, SymbolDiceResult } from './dice-result.tsx';
import type { LiveRound } from './get-live-state.ts';
import type { Dealt } from './outcome.ts';
import { outcomeWords } from './outcome-words.ts';
import styles from './result.module.css';

/** The drawing of a result: dice, coins, beads, cards or the fight. */
function Drawing({ dealt }: { dealt: Dealt }) {
  switch (dealt.engine) {
    case 'sicbo':
      return <DiceResult dice={dealt.outcome.dice} />;
    case 'fish-prawn-crab':
      return <SymbolDiceResult dice={dealt.outcome.dice} />;
    case 'sedie':
      return <CoinsResult coins={dealt.outcome.coins} />;
    case 'fantan':
      return <BeadsResult beads={dealt.outcome.beads} result={dealt.outcome.result} />;
    case 'cockfight':
      return <CockfightResult outcome={dealt.outcome} />;
    default:
      return <CardResultOf dealt={dealt} />;
  }
}

/**
 * The stage: the round just dealt, drawn as it falls (dice tumble, coins flip, cards are
 * dealt, roosters clash; still under reduced motion), in words, with what the player won on it. While bets
 * are taken it keeps the last result, still, so the page does not jump.
 */
export function TableResult({
  round,
  fresh,
  dealt,
  win,
  currency,
}: {
  /** The dealt round shown. */
  round: LiveRound;
  /** The round on the table now, just dealt (else the last result, while bets are taken). */
  fresh: boolean;
  dealt: Dealt;
  /** The player's return on it (roundWin): null when they had no bets on it. */
  win: number | 'settling' | null;
  currency: string;
}) {
  const { t } = useTranslation();
  const title = t(fresh ? 'live_result_of' : 'live_last_result', { id: round.id });
  return (
    <section
      className={`${styles.stage} ${fresh ? '' : styles.still}`}
      data-still={fresh ? undefined : ''}
      aria-label={title}
    >
      <h2 className={styles.title}>{title}</h2>
      <Drawing dealt={dealt} />
      <p className={styles.words}>{outcomeWords(t, dealt)}</p>
      {fresh && (
        <p role="status" className={typeof win === 'number' && win > 0 ? styles.won : styles.noWin}>
          {win === null
            ? t('live_no_bets_round')
            : win === 'settling'
              ? t('live_settling')
              : win > 0
                ? t('play_round_won', { amount: moneyText(win, currency) })
                : t('play_round_no_win')}
        </p>
      )}
    </section>
  );
}
