import type { getWallets, ValueOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { Figures, RecordTable } from '../../panel/index.ts';

type Wallets = ValueOf<typeof getWallets>;

/** Total, main, bonus (not yet released) and held (withdrawals waiting) balances. */
export function WalletSummary({ wallets }: { wallets: Wallets }) {
  const { t } = useTranslation();
  return (
    <Figures
      items={[
        { label: t('mn_wallet_total'), amount: wallets.sumBalance },
        { label: t('mn_wallet_main'), amount: wallets.main },
        { label: t('mn_wallet_bonus'), amount: wallets.bonus },
        { label: t('mn_wallet_held'), amount: wallets.held },
      ]}
    />
  );
}

type Vendor = Wallets['vendors'][number];

/** A row per vendor sub-wallet of a transfer-wallet brand. */
export function VendorWallets({ vendors }: { vendors: readonly Vendor[] }) {
  const { t } = useTranslation();
  return (
    <RecordTable
      caption={t('mn_vendor_wallets')}
      rows={vendors}
      rowKey={(v) => v.vassalage}
      columns={[
        { header: t('mn_vendor'), cell: (v) => v.name },
        { header: t('mn_balance'), cell: (v) => <Money value={v.balance} />, numeric: true },
      ]}
    />
  );
}
