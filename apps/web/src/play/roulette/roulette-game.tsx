import { useTranslation } from 'react-i18next';
import { RoundAlert } from '../frame/round-alert.tsx';
import { moneyText, toMajor } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { ChipSelect } from '../tables/chip-select.tsx';
import type { TableLimits } from '../tables/get-table-limits.ts';
import { SlipActions } from '../tables/slip-actions.tsx';
import { TableLimitsGate } from '../tables/table-limits-gate.tsx';
import { useTableSlip } from '../tables/use-table-slip.ts';
import { NumberBoard } from './number-board.tsx';
import styles from './roulette.module.css';
import { RouletteHeadline, RouletteResult } from './roulette-result.tsx';
import { useRouletteSpin } from './spin-roulette.ts';
import { EVEN_MONEY, type SpotKey, spotLabel, THIRDS, toWireBet, typeOf } from './spots.ts';

export function RouletteGame() {
  return (
    <TableLimitsGate>{(limits) => <RouletteTable limits={limits.roulette} />}</TableLimitsGate>
  );
}

function RouletteTable({ limits }: { limits: TableLimits }) {
  const { t } = useTranslation();
  const { session, ended } = usePlaySession();
  const label = (key: string) => spotLabel(t, key);
  const { chips, chip, setChip, notice, slip, place, stakeOn } = useTableSlip<SpotKey>(
    limits,
    label,
    typeOf,
  );
  const round = useRouletteSpin();
  const busy = round.busy || ended;
  const outside = (key: SpotKey) => (
    <button
      key={key}
      type="button"
      className={`${styles.outside} ${styles[key] ?? ''}`}
      disabled={busy}
      onClick={() => place(key)}
    >
      {label(key)}
      {stakeOn(key) > 0 && (
        <span className={styles.stake} aria-hidden="true">
          {moneyText(toMajor(stakeOn(key)), '')}
        </span>
      )}
    </button>
  );

  return (
    <section className={styles.table} aria-label={t('play_roulette_table')}>
      <div className={styles.layout}>
        <NumberBoard stakeOn={stakeOn} onPlace={place} disabled={busy} />
        <div className={styles.side}>
          <ChipSelect
            chips={chips}
            value={chip}
            onChange={setChip}
            currency={session.currencySymbol}
            disabled={round.busy}
          />
          {/* biome-ignore lint/a11y/useSemanticElements: buttons that place chips, not form fields */}
          <div className={styles.outsideBets} role="group" aria-label={t('play_roulette_outside')}>
            {EVEN_MONEY.map((key) => outside(key))}
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: buttons that place chips, not form fields */}
          <div className={styles.dozens} role="group" aria-label={t('play_roulette_dozens')}>
            {THIRDS.map((d) => outside(`dozen-${d}`))}
          </div>
          <SlipActions
            notice={notice}
            entries={slip.entries}
            total={slip.total}
            label={label}
            onRemove={slip.remove}
            onClear={slip.clear}
            currency={session.currencySymbol}
            playing={round.busy}
            busy={busy}
            action={round.busy ? t('play_spinning') : t('play_spin')}
            onPlay={() => round.play({ bets: slip.entries.map((e) => toWireBet(e.key, e.stake)) })}
            outcome={
              round.result && (
                <RouletteHeadline round={round.result} currency={session.currencySymbol} />
              )
            }
          />
          <RoundAlert error={round.error} canRetry={round.canRetry} onRetry={round.retry} />
          {/* Beside the board on a desktop, so the outcome is in sight without scrolling. */}
          {round.result && (
            <RouletteResult round={round.result} currency={session.currencySymbol} />
          )}
        </div>
      </div>
    </section>
  );
}
