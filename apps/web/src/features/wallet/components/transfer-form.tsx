import { type getWallets, MAIN_WALLET, type ValueOf } from '@gamehall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import {
  AmountField,
  FormResult,
  SelectField,
  panelStyles as styles,
  useMoneyForm,
} from '../../panel/index.ts';
import { recallToMain } from '../api/recall-wallet.ts';
import { useWalletTransfer } from '../api/wallet-transfer.ts';
import { toAmount } from '../model/amount.ts';

type Wallets = ValueOf<typeof getWallets>;

interface Values {
  from: string;
  to: string;
  amount: string;
}

/**
 * Transfer-wallet brands: money moves between the main wallet and one vendor sub-wallet
 * at a time, never between two vendors. "All to main" empties every sub-wallet.
 */
export function TransferForm({ wallets }: { wallets: Wallets }) {
  const { t } = useTranslation();
  const transfer = useWalletTransfer();
  const client = useQueryClient();
  const { register, handleSubmit, formState, watch, resetField, outcome, amountCheck } =
    useMoneyForm<Values>({
      from: MAIN_WALLET,
      to: wallets.vendors[0]?.vassalage ?? '',
      amount: '',
    });
  const errors = formState.errors;
  const balanceOf = (name: string) =>
    name === MAIN_WALLET
      ? wallets.main
      : (wallets.vendors.find((v) => v.vassalage === name)?.balance ?? 0);
  const options = [
    { value: MAIN_WALLET, label: t('mn_wallet_main') },
    ...wallets.vendors.map((v) => ({ value: v.vassalage, label: v.name })),
  ];
  const full = wallets.vendors.filter((v) => v.balance > 0);

  const submit = handleSubmit((v) =>
    outcome.run(async () => {
      await transfer.submit({ from: v.from, to: v.to, amount: toAmount(v.amount) });
      resetField('amount');
      return t('mn_transfer_done');
    }),
  );

  // Each sub-wallet back whole: the server reads what is in it, so a balance that changed
  // since the page showed it (a win landing) comes back too.
  const allToMain = () =>
    outcome.run(async () => {
      for (const vendor of full) await recallToMain(client, vendor.vassalage);
      return t('mn_all_to_main_done');
    });

  const pair = (to: string, values: Values) => {
    if (to === values.from) return t('mn_transfer_same');
    return to === MAIN_WALLET || values.from === MAIN_WALLET ? true : t('mn_transfer_via_main');
  };
  const walletOptions = options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

  return (
    <form className={styles.form} onSubmit={submit} onChange={outcome.clear} noValidate>
      <SelectField label={t('mn_transfer_from')} {...register('from')}>
        {walletOptions}
      </SelectField>
      <SelectField
        label={t('mn_transfer_to')}
        error={errors.to?.message}
        {...register('to', { validate: pair, deps: ['from'] })}
      >
        {walletOptions}
      </SelectField>
      <AmountField
        error={errors.amount?.message}
        {...register('amount', {
          validate: (value, values) => amountCheck({ available: balanceOf(values.from) })(value),
        })}
      />
      <p className={styles.hint}>
        {t('mn_available', { amount: formatMoney(balanceOf(watch('from'))) })}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={transfer.isPending}>
          {t('mn_transfer_submit')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={transfer.isPending || full.length === 0}
          onClick={() => void allToMain()}
        >
          {t('mn_all_to_main')}
        </button>
      </div>
      <FormResult {...outcome.result} />
    </form>
  );
}
