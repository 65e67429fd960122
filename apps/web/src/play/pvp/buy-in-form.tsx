import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '../frame/frame.module.css';
import { moneyText } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import type { PvpRoom } from './get-pvp-state.ts';
import styles from './pvp.module.css';
import { PvpAlert } from './pvp-alert.tsx';
import { type PvpSat, usePvpSit } from './pvp-calls.ts';
import { checkAmount } from './pvp-model.ts';

/**
 * Sitting down: the chips to bring, from the room's minimum (prefilled) to its maximum,
 * taken from the balance as one bet; what is left is paid back on leaving.
 */
export function BuyInForm({ room, onSat }: { room: PvpRoom; onSat: (sat: PvpSat) => void }) {
  const { t } = useTranslation();
  const { session, ended } = usePlaySession();
  const money = (n: number) => moneyText(n, session.currencySymbol);
  const [typed, setTyped] = useState(room.minBuyIn.toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  const sit = usePvpSit(onSat);
  const [titleId, inputId, hintId, problemId] = [useId(), useId(), useId(), useId()];
  const range = { min: money(room.minBuyIn), max: money(room.maxBuyIn) };
  const demo = session.mode !== 'real';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(typed, room.minBuyIn, room.maxBuyIn);
    if (!checked.ok) {
      setProblem(t(`pvp_amount_${checked.problem}`, range));
      return;
    }
    setProblem(null);
    sit.play({ roomId: room.roomId, buyIn: checked.amount });
  };

  return (
    <form className={styles.panel} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('pvp_buy_in_title')}
      </h2>
      {demo ? (
        <p className={styles.muted}>{t('pvp_real_only')}</p>
      ) : (
        <>
          <label htmlFor={inputId} className={styles.label}>
            {t('pvp_buy_in_label')}
          </label>
          <input
            id={inputId}
            className={`${frame.input} ${styles.amount}`}
            type="number"
            inputMode="decimal"
            min={room.minBuyIn}
            max={room.maxBuyIn}
            step={0.01}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          />
          <p id={hintId} className={styles.muted}>
            {t('pvp_buy_in_hint', range)}
          </p>
          {problem && (
            <p id={problemId} className={frame.invalid}>
              {problem}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={sit.busy || ended}>
            {sit.busy ? t('pvp_buy_in_sitting') : t('pvp_buy_in_sit')}
          </button>
        </>
      )}
      <PvpAlert error={sit.error} call="sit" canRetry={sit.canRetry} onRetry={sit.retry} />
    </form>
  );
}
