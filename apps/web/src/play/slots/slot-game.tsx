import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoundAlert } from '../frame/round-alert.tsx';
import { moneyText } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { rulesOf, type SlotModel, slotModelQuery } from './get-slot-model.ts';
import { Paytable } from './paytable.tsx';
import { cellKey, SlotGrid } from './slot-grid.tsx';
import { SlotResult, type SlotSpinResult } from './slot-result.tsx';
import styles from './slots.module.css';
import { useSlotSpin } from './spin-slot.ts';

/** The window before the first spin: each reel strip from its first stop. */
const restingGrid = (model: SlotModel) =>
  model.reels.map((strip) =>
    Array.from({ length: model.rows }, (_, row) => strip[row % strip.length] ?? ''),
  );

/** Cells of the spin's winning lines and scatters, to mark them on the grid. */
function winningCells(model: SlotModel, spin: SlotSpinResult | undefined) {
  const cells = new Set<string>();
  if (!spin) return cells;
  for (const win of spin.lineWins) {
    const line = model.paylines[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel++) cells.add(cellKey(reel, line[reel] ?? 0));
  }
  if (spin.scatterWin) {
    spin.grid.forEach((reel, r) => {
      reel.forEach((id, row) => {
        if (rulesOf(model, id).scatter) cells.add(cellKey(r, row));
      });
    });
  }
  return cells;
}

export function SlotGame({ engine }: { engine: string }) {
  const { t } = useTranslation();
  const model = useQuery(slotModelQuery(engine));
  if (model.isPending) return <p role="status">{t('play_loading_game')}</p>;
  if (model.isError) {
    return <RoundAlert error={model.error} canRetry onRetry={() => void model.refetch()} />;
  }
  return <SlotMachine model={model.data} />;
}

function SlotMachine({ model }: { model: SlotModel }) {
  const { t } = useTranslation();
  const { session, ended } = usePlaySession();
  const betId = useId();
  const [bet, setBet] = useState(model.betLevels[0] ?? 0);
  const [shown, setShown] = useState(0);
  const round = useSlotSpin();
  const spins = round.result?.outcome.spins;
  const spin = spins?.[shown];
  const grid = spin?.grid ?? restingGrid(model);
  const winning = useMemo(() => winningCells(model, spin), [model, spin]);

  const play = () => {
    setShown(0);
    round.play({ bet });
  };

  return (
    <section className={styles.machine} aria-label={t('play_slot_machine')}>
      <SlotGrid grid={grid} winning={winning} caption={t('play_slot_reels')} />
      <div className={styles.controls}>
        <label htmlFor={betId}>{t('play_bet')}</label>
        <select
          id={betId}
          className={styles.select}
          value={String(bet)}
          onChange={(event) => setBet(Number(event.target.value))}
          disabled={round.busy}
        >
          {model.betLevels.map((level) => (
            <option key={level} value={String(level)}>
              {moneyText(level, session.currencySymbol)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.spin}
          onClick={play}
          disabled={round.busy || ended || bet <= 0}
        >
          {round.busy ? t('play_spinning') : t('play_spin')}
        </button>
      </div>
      <RoundAlert error={round.error} canRetry={round.canRetry} onRetry={round.retry} />
      {round.result && (
        <SlotResult
          round={round.result}
          shown={Math.min(shown, (spins?.length ?? 1) - 1)}
          onShow={setShown}
          currency={session.currencySymbol}
        />
      )}
      <Paytable model={model} bet={bet} currency={session.currencySymbol} />
    </section>
  );
}
