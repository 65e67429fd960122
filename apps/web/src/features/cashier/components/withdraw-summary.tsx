import type { getWithdrawInfo, ValueOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import { useMemberPage } from '../../layout/index.ts';
import { Figures, panelStyles as styles } from '../../panel/index.ts';
import money from './money.module.css';

export type WithdrawInfo = ValueOf<typeof getWithdrawInfo>;

/** What a withdrawal may be now: balance, limits, the turnover still to play. */
export function WithdrawSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const openPage = useMemberPage();
  return (
    <>
      <Figures
        items={[
          { label: t('mn_withdrawable'), amount: info.balance },
          { label: t('mn_min'), amount: info.min },
          { label: t('mn_max'), amount: info.max },
          { label: t('mn_turnover_required'), amount: info.turnoverRequired },
          { label: t('mn_turnover_done'), amount: info.turnoverDone },
          { label: t('mn_turnover_remaining'), amount: info.turnoverRemaining },
        ]}
      />
      {info.turnoverRemaining > 0 && (
        <p className={money.notice}>
          {t('mn_turnover_notice', { remaining: formatMoney(info.turnoverRemaining) })}
        </p>
      )}
      {/* Decision 033: active bonuses' turnover can be dropped by giving them up. */}
      {info.bonusTurnoverRemaining > 0 && (
        <p className={styles.hint}>
          {t('mn_bonus_turnover_notice', { amount: formatMoney(info.bonusTurnoverRemaining) })}{' '}
          <button
            type="button"
            className={money.linkButton}
            onClick={() => openPage('bonusDetails')}
          >
            {t('mn_bonus_open_details')}
          </button>
        </p>
      )}
      <p className={styles.hint}>{t('mn_auto_confirm', { minutes: info.autoConfirmMinutes })}</p>
    </>
  );
}
