import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import {
  QueryState,
  RefreshButton,
  Section,
  panelStyles as styles,
  useBrandTime,
  useListRefresh,
} from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { useRebateSummary } from '../api/get-rebate-summary.ts';
import { CashbackClaim } from '../components/cashback-claim.tsx';
import { CashbackTable } from '../components/cashback-table.tsx';

/** Settled bets add to the cashback elsewhere: asked again on return and on demand. */
const CASHBACK_LISTS = [['rewards', 'cashback']];

/**
 * Product §2 member centre, page manualRebate (in_cashback): the valid bets since the last
 * claim per game category at the rates of the player's VIP rank, the total due and the last
 * claim; a claim pays the total into the main wallet once per brand day (decision 033).
 */
export function Cashback() {
  const { t } = useTranslation();
  const summary = useRebateSummary();
  const refresh = useListRefresh(CASHBACK_LISTS);
  const time = useBrandTime();
  const symbol = useSiteConfig().data?.currencySymbol;

  return (
    <div className={styles.sections}>
      <QueryState query={summary}>
        {(data) => (
          <>
            <Section title={t('mn_cashback_due_title')}>
              <p className={styles.hint}>{t('mn_cashback_rank', { rank: `VIP${data.level}` })}</p>
              <RefreshButton fetching={summary.isFetching} onClick={refresh} />
              <CashbackTable summary={data} />
            </Section>
            <Section title={t('mn_cashback_claim_title')}>
              <dl className={styles.figures}>
                <div>
                  <dt>{t('mn_cashback_total')}</dt>
                  <dd>
                    <Money value={data.total} symbol={symbol} />
                  </dd>
                </div>
                <div>
                  <dt>{t('mn_cashback_last')}</dt>
                  <dd>
                    {data.lastClaim
                      ? t('mn_cashback_last_text', {
                          amount: formatMoneyWith(data.lastClaim.amount, symbol),
                          time: time(data.lastClaim.at),
                        })
                      : t('mn_cashback_never')}
                  </dd>
                </div>
              </dl>
              <CashbackClaim summary={data} />
            </Section>
          </>
        )}
      </QueryState>
    </div>
  );
}
