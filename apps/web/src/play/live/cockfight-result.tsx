import type { CockfightOutcome } from '@gamehall/games';
import { useTranslation } from 'react-i18next';
import { SIDES, type Side } from './cockfight.ts';
import styles from './pit.module.css';

/**
 * A rooster drawn facing right (the wala side mirrors it): tail, body in its side's
 * colour (--bird), golden hackle, red comb and wattle. Decoration: the words say the fight.
 */
function Rooster() {
  return (
    <svg className={styles.rooster} viewBox="0 0 64 64" focusable="false" aria-hidden="true">
      <path
        className={styles.tail}
        d="M24 36C12 22 3 28 5 43c4-6 8-6 12-3-6 4-6 10-2 14 2-8 7-10 12-10z"
      />
      <path className={styles.legs} d="M28 49l-2 10m0 0l-4 1m4-1l3 2M35 49l2 10m0 0l-4 1m4-1l3 2" />
      <ellipse className={styles.body} cx="31" cy="40" rx="15" ry="11" />
      <path className={styles.wing} d="M22 38c7-7 17-5 20 2-6 5-15 6-20-2z" />
      <path className={styles.hackle} d="M37 33c0-8 4-15 10-15 4 1 5 6 3 10-3 3-6 7-8 12z" />
      <circle className={styles.head} cx="47" cy="21" r="5.5" />
      <path className={styles.comb} d="M42 16q1-5 3.5-2 1.5-5 3.5-1 2-4 3 1.5-5 1-10 1.5z" />
      <path className={styles.beak} d="M52 19.5l6 2.5-6 2.5z" />
      <ellipse className={styles.wattle} cx="51" cy="27" rx="1.8" ry="3" />
      <circle className={styles.eye} cx="48.5" cy="20" r="1.2" />
    </svg>
  );
}

/**
 * The fight: meron (red, left) and wala (blue, right) rush each other twice in the pit,
 * then the winner's side is lit and the loser's dims; a draw lights neither and says so.
 * Under reduced motion (and for the last result, shown still) the end is drawn at once.
 */
export function CockfightResult({ outcome }: { outcome: CockfightOutcome }) {
  const { t } = useTranslation();
  const look = (side: Side) =>
    outcome.winner === 'draw'
      ? styles.drawn
      : outcome.winner === side
        ? styles.fightWinner
        : styles.fightLoser;
  return (
    <div className={styles.pit} aria-hidden="true" data-winner={outcome.winner}>
      {SIDES.map((side) => (
        <span key={side} className={`${styles.fighter} ${styles[side]} ${look(side)}`}>
          <span className={styles.lunge}>
            <Rooster />
          </span>
          <span className={styles.sideTag}>{t(`live_spot_${side}`)}</span>
          <span className={styles.birdName}>{outcome[side].name}</span>
        </span>
      ))}
      <span className={styles.burst} />
      <strong className={styles.verdict}>{t(`live_winner_${outcome.winner}`)}</strong>
    </div>
  );
}
