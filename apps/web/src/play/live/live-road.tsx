import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { blackjackWords, dealerMark, outcomeOf } from './blackjack-view.ts';
import { type PokerDeal, pokerWords, settledDeal } from './decision-table.ts';
import type { LiveRound } from './get-live-state.ts';
import styles from './live.module.css';
import { type Dealt, dealtOf } from './outcome.ts';
import { outcomeWords, sicboSize } from './outcome-words.ts';
import { dieFace, SYMBOL_GLYPHS } from './spot-names.ts';

/** A result as the road draws it: a few characters or dots, coloured by what won. */
function mark(t: TFunction, dealt: Dealt): ReactNode {
  switch (dealt.engine) {
    case 'sicbo': {
      const o = dealt.outcome;
      const size = sicboSize(o);
      return (
        <>
          <span className={styles.roadDice}>{o.dice.map(dieFace).join('')}</span>
          <span>{o.total}</span>
          <span className={`${styles.dot} ${styles[size]}`}>{t(`live_road_${size}`)}</span>
        </>
      );
    }
    case 'fish-prawn-crab':
      return <span>{dealt.outcome.dice.map((s) => SYMBOL_GLYPHS[s] ?? '?').join('')}</span>;
    case 'sedie':
      return (
        <span className={styles.roadCoins}>
          {dealt.outcome.coins.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: coins in dealt order
            <span key={i} className={`${styles.roadCoin} ${styles[c] ?? ''}`} />
          ))}
        </span>
      );
    case 'fantan':
      return <span className={`${styles.dot} ${styles.fan}`}>{dealt.outcome.result}</span>;
    case 'dragon-tiger': {
      const { winner } = dealt.outcome;
      return <span className={`${styles.dot} ${styles[winner]}`}>{t(`live_road_${winner}`)}</span>;
    }
    case 'niuniu':
      return dealt.outcome.players.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the three positions in order
        <span key={i} className={`${styles.dot} ${p.win ? styles.won : styles.lost}`}>
          {i + 1}
        </span>
      ));
    case 'cockfight': {
      // M, W or D in the side's colour: red meron, blue wala, green draw.
      const { winner } = dealt.outcome;
      return <span className={`${styles.dot} ${styles[winner]}`}>{t(`live_road_${winner}`)}</span>;
    }
  }
}

/** A decision table's result on the road: which hand was higher, P, D or T. */
const POKER_DOTS = { player: styles.won, dealer: styles.lost, tie: styles.fan } as const;

function pokerMark(t: TFunction, deal: PokerDeal): ReactNode {
  const winner = deal.winner;
  if (!winner) return <span>–</span>;
  return (
    <span className={`${styles.dot} ${POKER_DOTS[winner]}`}>{t(`live_road_poker_${winner}`)}</span>
  );
}

/** A road entry's mark and words, from a dealt round, or null when it cannot be read. */
function entryOf(t: TFunction, engine: string, decides: boolean, round: LiveRound) {
  if (engine === 'blackjack') {
    // Blackjack's road: the dealer's hand (each player's own depends on their decisions).
    const o = outcomeOf(round.outcome);
    const mark = o && (
      <span className={`${styles.dot} ${styles.lost}`}>{dealerMark(t, o.dealer)}</span>
    );
    return o ? { badge: mark, words: blackjackWords(t, o) } : null;
  }
  if (decides) {
    const deal = settledDeal(round.outcome);
    return deal ? { badge: pokerMark(t, deal), words: pokerWords(t, deal) } : null;
  }
  const dealt = dealtOf(engine, round.outcome);
  return dealt ? { badge: mark(t, dealt), words: outcomeWords(t, dealt) } : null;
}

/**
 * The road: the last results, newest first, in one scrollable row. `decides`: a table
 * where players decide, whose rounds are marked by the higher hand.
 */
export function LiveRoad({
  engine,
  history,
  decides = false,
}: {
  engine: string;
  history: LiveRound[];
  decides?: boolean;
}) {
  const { t } = useTranslation();
  const results = history.flatMap((round) => {
    const entry = entryOf(t, engine, decides, round);
    return entry ? [{ id: round.id, ...entry }] : [];
  });
  if (results.length === 0) return <p className={styles.muted}>{t('live_road_none')}</p>;
  return (
    <ol className={styles.road} aria-label={t('live_road')}>
      {results.map(({ id, badge, words }) => (
        <li key={id} className={styles.roadItem}>
          <span aria-hidden="true" className={styles.roadMark}>
            {badge}
          </span>
          <span className="visually-hidden">{t('live_road_entry', { id, result: words })}</span>
        </li>
      ))}
    </ol>
  );
}
