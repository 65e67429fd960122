import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import styles from './slip.module.css';

/** "Place these bets?": the draw, the bets, the chase and the total before money moves. */
export function ConfirmBets(props: {
  issue: string;
  bets: number;
  /** 1 without a chase. */
  draws: number;
  stopOnWin: boolean;
  total: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={props.onCancel}
      title={t('lt_confirm_title')}
      width={420}
      footer={
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={props.onCancel}>
            {t('lt_cancel')}
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={props.busy}
            onClick={props.onConfirm}
          >
            {t('lt_confirm')}
          </button>
        </div>
      }
    >
      <dl className={styles.confirm}>
        <dt>{t('lt_issue')}</dt>
        <dd>{props.issue}</dd>
        <dt>{t('lt_confirm_bets')}</dt>
        <dd>{props.bets}</dd>
        {props.draws > 1 && (
          <>
            <dt>{t('lt_chase')}</dt>
            <dd>
              {t('lt_confirm_chase', { count: props.draws })}
              {props.stopOnWin && ` · ${t('lt_chase_stop')}`}
            </dd>
          </>
        )}
        <dt>{t('lt_confirm_total')}</dt>
        <dd className={styles.strong}>{props.total}</dd>
      </dl>
    </Dialog>
  );
}
