import { useTranslation } from 'react-i18next';
import { moneyText, toMajor } from '../money.ts';
import styles from './roulette.module.css';
import { colourName, pocketColour, type SpotKey, spotLabel, THIRDS } from './spots.ts';

const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);

/**
 * The layout as a phone shows it: 0 on top, then twelve rows of three (1 2 3, 4 5 6 …)
 * with the columns' bets underneath. Each button says its number and colour.
 */
export function NumberBoard({
  stakeOn,
  onPlace,
  disabled,
}: {
  /** Minor units on a spot, 0 when none. */
  stakeOn: (key: SpotKey) => number;
  onPlace: (key: SpotKey) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const spot = (key: SpotKey, text: string, name: string, className: string) => {
    const stake = stakeOn(key);
    return (
      <button
        key={key}
        type="button"
        className={className}
        disabled={disabled}
        aria-label={name}
        onClick={() => onPlace(key)}
      >
        {text}
        {stake > 0 && (
          <span className={styles.stake} aria-hidden="true">
            {moneyText(toMajor(stake), '')}
          </span>
        )}
      </button>
    );
  };
  const number = (n: number) => {
    const colour = pocketColour(n);
    return spot(
      `straight-${n}`,
      String(n),
      t('play_roulette_number', { number: n, colour: colourName(t, colour) }),
      `${styles.number} ${styles[colour]}${n === 0 ? ` ${styles.zero}` : ''}`,
    );
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: buttons that place chips, not form fields
    <div className={styles.board} role="group" aria-label={t('play_roulette_numbers')}>
      {number(0)}
      {NUMBERS.map(number)}
      {THIRDS.map((c) =>
        spot(
          `column-${c}`,
          t('play_roulette_column_short'),
          spotLabel(t, `column-${c}`),
          styles.column as string,
        ),
      )}
    </div>
  );
}
