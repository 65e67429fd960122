import { useTranslation } from 'react-i18next';
import {
  type MemberPageProps,
  PaymentPasswordNeeded,
  QueryState,
  Section,
  panelStyles as styles,
} from '../../panel/index.ts';
import { useWithdrawInfo } from '../api/get-withdraw-info.ts';
import { BindAccountForm } from '../components/bind-account-form.tsx';
import { BoundAccounts } from '../components/bound-accounts.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import { WithdrawSummary } from '../components/withdraw-summary.tsx';
import { WithdrawalList } from '../components/withdrawal-list.tsx';

/**
 * Product §2 member centre, page withdraw (in_increase_withdrawal): what may be withdrawn,
 * the request, the bound accounts and the withdrawals with their payout answers.
 */
export function Withdraw({ member }: MemberPageProps) {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  return (
    <div className={styles.sections}>
      <QueryState query={info}>
        {(data) => (
          <>
            <Section title={t('mn_withdraw_overview')}>
              <WithdrawSummary info={data} />
            </Section>
            {/* The member info is asked again when the password is set in the security centre. */}
            {data.hasPaymentPassword || member.hasPaymentPassword ? (
              <>
                <Section title={t('mn_withdraw_request')}>
                  {data.accounts.length > 0 ? (
                    <WithdrawForm info={data} />
                  ) : (
                    <p className={styles.hint}>{t('mn_bind_first')}</p>
                  )}
                </Section>
                <Section title={t('mn_withdraw_accounts')}>
                  <BoundAccounts accounts={data.accounts} />
                  <BindAccountForm />
                </Section>
              </>
            ) : (
              <PaymentPasswordNeeded />
            )}
          </>
        )}
      </QueryState>
      <Section title={t('mn_withdrawals')}>
        <WithdrawalList />
      </Section>
    </div>
  );
}
