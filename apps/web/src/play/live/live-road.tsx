import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The road: the last results, newest first, in one scrollable row. */
export function LiveRoad({ engine, history }: { engine: string; history: LiveRound[] }) {
  const { t } = useTranslation();
  const results = history.flatMap((round) => {
    const dealt = dealtOf(engine, round.outcome);
    return dealt ? [{ id: round.id, dealt }] : [];
  });
  if (results.length === 0) return <p className={styles.muted}>{t('live_road_none')}</p>;
  return (
    <ol className={styles.road} aria-label={t('live_road')}>
      {results.map(({ id, dealt }) => (
        <li key={id} className={styles.roadItem}>
          <span aria-hidden="true" className={styles.roadMark}>
            {mark(t, dealt)}
          </span>
          <span className="visually-hidden">
            {t('live_road_entry', { id, result: outcomeWords(t, dealt) })}
          </span>
        </li>
      ))}
    </ol>
  );
}
