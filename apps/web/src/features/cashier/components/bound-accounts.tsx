import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { panelStyles as styles } from '../../panel/index.ts';
import type { WithdrawInfo } from './withdraw-summary.tsx';

type Account = WithdrawInfo['accounts'][number];

/** "Bank · BBVA · ****1234 · Ana Pérez": the number arrives masked from the server. */
export const accountLabel = (t: TFunction, a: Account) =>
  [t(`mn_account_${a.type}`), a.institution, a.accountNumber, a.accountName].join(' · ');

/** The bank and e-wallet accounts a withdrawal can go to. */
export function BoundAccounts({ accounts }: { accounts: readonly Account[] }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return <p className={styles.hint}>{t('mn_no_accounts')}</p>;
  return (
    <ul className={styles.plainList} aria-label={t('mn_withdraw_accounts')}>
      {accounts.map((a) => (
        <li key={a.id}>{accountLabel(t, a)}</li>
      ))}
    </ul>
  );
}
