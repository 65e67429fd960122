import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { FormResult, panelStyles as styles, useOutcome } from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { useClaimRebate } from '../api/claim-rebate.ts';
import { type ClaimBlock, claimBlock, type RebateSummary } from '../model/cashback.ts';

const BLOCK_HINT: Record<ClaimBlock, string> = {
  claimedToday: 'mn_cashback_claimed_today',
  nothingDue: 'mn_cashback_nothing_due',
};

/**
 * The claim: a button that pays what is due into the main wallet (once per brand day), a
 * line saying why it waits when it does, and what was credited once it went through.
 */
export function CashbackClaim({ summary }: { summary: RebateSummary }) {
  const { t } = useTranslation();
  const hintId = useId();
  const claim = useClaimRebate();
  const { result, run } = useOutcome();
  const symbol = useSiteConfig().data?.currencySymbol;
  const block = claimBlock(summary);

  const submit = () =>
    void run(async () => {
      const { amount, balance } = await claim.submit({});
      return t('mn_cashback_done', {
        amount: formatMoneyWith(amount, symbol),
        balance: formatMoneyWith(balance, symbol),
      });
    });

  return (
    <>
      {summary.auto && <p className={styles.hint}>{t('mn_cashback_auto')}</p>}
      <button
        type="button"
        className={styles.primary}
        disabled={block !== null || claim.isPending}
        aria-describedby={block ? hintId : undefined}
        onClick={submit}
      >
        {claim.isPending ? t('in_loading') : t('mn_cashback_claim')}
      </button>
      {block && (
        <p id={hintId} className={styles.hint}>
          {t(BLOCK_HINT[block])}
        </p>
      )}
      <FormResult {...result} />
    </>
  );
}
