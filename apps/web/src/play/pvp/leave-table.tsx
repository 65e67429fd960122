import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { usePlaySession } from '../session/play-session.tsx';
import styles from './actions.module.css';
import { PvpAlert } from './pvp-alert.tsx';
import { type PvpLeft, usePvpLeave } from './pvp-calls.ts';

/**
 * Standing up. With a hand on that the player is still in, first what leaving does to it
 * (folded at once — niu niu: the lowest choices played — chips paid back when it ends),
 * and a second press to confirm; otherwise at once.
 */
export function LeaveTable({
  roomId,
  engine,
  stillInHand,
  onLeft,
  refresh,
}: {
  roomId: string;
  engine: string;
  stillInHand: boolean;
  onLeft: (left: PvpLeft) => void;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const { ended } = usePlaySession();
  const [confirming, setConfirming] = useState(false);
  const warningId = useId();
  const leave = usePvpLeave(roomId, (left) => {
    setConfirming(false);
    onLeft(left);
  });
  const press = () => {
    if (stillInHand && !confirming) setConfirming(true);
    else leave.mutate(undefined, { onError: (err) => isNotSeated(err) && refresh() });
  };
  const busy = leave.isPending || ended;
  return (
    <div className={styles.leave}>
      {confirming && stillInHand ? (
        // biome-ignore lint/a11y/useSemanticElements: two buttons that answer one question
        <div role="group" aria-labelledby={warningId} className={styles.confirm}>
          <p id={warningId}>
            {t(engine === 'niuniu-grab' ? 'pvp_leave_warning_niuniu' : 'pvp_leave_warning')}
          </p>
          <button type="button" className={styles.danger} disabled={busy} onClick={press}>
            {t('pvp_leave_confirm')}
          </button>
          <button
            type="button"
            className={`${styles.choice} ${styles.quiet}`}
            disabled={leave.isPending}
            onClick={() => setConfirming(false)}
          >
            {t('pvp_leave_stay')}
          </button>
        </div>
      ) : (
        <button type="button" className={styles.leaveButton} disabled={busy} onClick={press}>
          {leave.isPending ? t('pvp_leaving') : t('pvp_leave')}
        </button>
      )}
      {/* Already stood up (another tab, the timer): the table is read again, nothing to say. */}
      {!isNotSeated(leave.error) && <PvpAlert error={leave.error} call="leave" />}
    </div>
  );
}

const isNotSeated = (err: unknown) => err instanceof ApiError && err.code === 'PVP_NOT_SEATED';
