import { useTranslation } from 'react-i18next';
import { QueryState, Section, panelStyles as styles } from '../../panel/index.ts';
import { useMerchantWallet } from '../api/get-merchant-wallet.ts';
import { useWallets } from '../api/get-wallets.ts';
import { TransferForm } from '../components/transfer-form.tsx';
import { VendorWallets, WalletSummary } from '../components/wallet-summary.tsx';

/**
 * Product §2 member centre, page transferFund (in_my_wallet). A single-wallet brand has
 * nothing to transfer; a transfer-wallet brand shows each vendor's sub-wallet and the
 * transfer form.
 */
export function MyWallet() {
  const { t } = useTranslation();
  const wallets = useWallets();
  const merchant = useMerchantWallet();
  return (
    <QueryState query={wallets}>
      {(data) => {
        const single = merchant.data?.isSingle ?? data.isSingle;
        return (
          <div className={styles.sections}>
            <Section title={t('mn_balances')}>
              <WalletSummary wallets={data} />
              {single && <p className={styles.hint}>{t('mn_single_wallet')}</p>}
            </Section>
            {!single && (
              <>
                <Section title={t('mn_vendor_wallets')}>
                  <VendorWallets vendors={data.vendors} />
                </Section>
                <Section title={t('mn_transfer')}>
                  <TransferForm wallets={data} />
                </Section>
              </>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
