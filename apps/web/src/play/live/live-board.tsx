import type { LiveTableEngine } from '@gamehall/games';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText, toMajor, toMinor } from '../money.ts';
import styles from './board.module.css';
import { boardSections } from './board-layout.ts';
import { spotFace } from './spot-face.tsx';
import { spotName } from './spot-names.ts';
import { spotPays } from './spot-pays.ts';

export interface SpotMarks {
  /** Minor units the player has put on the spot and not sent yet. */
  pending: (spot: string) => number;
  /** Major units the player's placed slips hold on the spot this round. */
  placed: (spot: string) => number;
  /** Everyone's stakes on the spot this round (major units). */
  table: (spot: string) => number;
  /** The round's result wins (or gives back, a push) on the spot. */
  result: (spot: string) => 'win' | 'push' | null;
}

/**
 * The table's board: every spot of the engine, in the game's blocks, each a button that
 * puts the chip in hand on it. A spot shows its price (a cockfight's, this fight's odds
 * from the round's `card`), the player's chips on it (placed and not yet sent) and the
 * table's total; after a deal the spots it paid light up.
 */
export function LiveBoard({
  engine,
  card = null,
  marks,
  disabled,
  onPlace,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any engine's outcome
  engine: LiveTableEngine<any>;
  /** The round's card, for a game whose prices change per round. */
  card?: unknown;
  marks: SpotMarks;
  disabled: boolean;
  onPlace: (spot: string) => void;
}) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the language
  const sections = useMemo(() => boardSections(t, engine), [t, engine, i18n.language]);
  return (
    <div className={styles.board} data-engine={engine.id}>
      {sections.map((section) => (
        // biome-ignore lint/a11y/useSemanticElements: buttons that place chips, not form fields
        <div
          key={section.label}
          role="group"
          aria-label={section.label}
          className={`${styles.section} ${styles[section.id] ?? ''}`}
        >
          {engine.id === 'niuniu' && <h3 className={styles.sectionTitle}>{section.label}</h3>}
          {section.spots.map((spot) => (
            <Spot
              key={spot}
              engine={engine}
              card={card}
              spot={spot}
              marks={marks}
              disabled={disabled}
              onPlace={onPlace}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

function Spot({
  engine,
  card,
  spot,
  marks,
  disabled,
  onPlace,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any engine's outcome
  engine: LiveTableEngine<any>;
  card: unknown;
  spot: string;
  marks: SpotMarks;
  disabled: boolean;
  onPlace: (spot: string) => void;
}) {
  const { t } = useTranslation();
  const detailsId = useId();
  const money = (major: number) => moneyText(major, '');
  const pending = toMajor(marks.pending(spot));
  const mine = toMajor(toMinor(marks.placed(spot)) + marks.pending(spot));
  const table = marks.table(spot);
  const result = marks.result(spot);
  const pays = spotPays(engine, spot, card);
  const details = [
    t('live_pays', { pays }),
    mine > 0 && t('live_mine', { amount: money(mine) }),
    pending > 0 && t('live_pending', { amount: money(pending) }),
    table > 0 && t('live_table_total', { amount: money(table) }),
    result === 'win' && t('live_spot_won'),
    result === 'push' && t('live_spot_push'),
  ].filter(Boolean);
  return (
    <button
      type="button"
      data-spot={spot}
      className={`${styles.spot} ${result ? styles[result] : ''}`}
      disabled={disabled}
      aria-label={spotName(t, engine.id, spot)}
      aria-describedby={detailsId}
      onClick={() => onPlace(spot)}
    >
      <span className={styles.face} aria-hidden="true">
        {spotFace(t, engine.id, spot)}
      </span>
      <span className={styles.pays} aria-hidden="true" dir="ltr">
        {pays}
      </span>
      {table > 0 && (
        <span className={styles.tableTotal} aria-hidden="true" dir="ltr">
          {money(table)}
        </span>
      )}
      {mine > 0 && (
        <span
          className={`${styles.chips} ${pending > 0 ? styles.unsent : ''}`}
          aria-hidden="true"
          dir="ltr"
        >
          {money(mine)}
        </span>
      )}
      <span id={detailsId} className="visually-hidden">
        {details.join(', ')}
      </span>
    </button>
  );
}
