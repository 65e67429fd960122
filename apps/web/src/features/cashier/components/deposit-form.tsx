import type { getDepositChannels, ValueOf } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import { AmountField, SubmitRow, panelStyles as styles, useMoneyForm } from '../../panel/index.ts';
import { toAmount } from '../../wallet/index.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import { reservePayWindow } from '../model/pay-window.ts';
import money from './money.module.css';

export type Channel = ValueOf<typeof getDepositChannels>['channels'][number];

interface Values {
  channelId: string;
  amount: string;
}

const limits = (c: Channel) => `${formatMoney(c.min)} – ${formatMoney(c.max)}`;

/**
 * Product §2 deposit: a channel, an amount within its limits (checked here, again by the
 * server), then the provider's hosted pay page in a new tab. A blocked popup leaves the
 * product's text and a link to the same page.
 */
export function DepositForm({ channels }: { channels: readonly Channel[] }) {
  const { t } = useTranslation();
  const deposit = useCreateDeposit();
  const [blocked, setBlocked] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch, resetField, outcome, amountCheck } =
    useMoneyForm<Values>({ channelId: channels[0]?.id ?? '', amount: '' });
  const channel = channels.find((c) => c.id === watch('channelId'));

  const submit = handleSubmit((v) => {
    setBlocked(null);
    const pay = reservePayWindow();
    return outcome.run(async () => {
      try {
        const order = await deposit.submit({ channelId: v.channelId, amount: toAmount(v.amount) });
        resetField('amount');
        if (!order.payUrl) pay.cancel();
        else if (!pay.show(order.payUrl)) setBlocked(order.payUrl);
        return t('mn_deposit_created', { orderNo: order.orderNo });
      } catch (err) {
        pay.cancel();
        throw err;
      }
    });
  });

  if (channels.length === 0) return <p className={styles.hint}>{t('mn_no_channels')}</p>;

  return (
    <form className={styles.form} onSubmit={submit} onChange={outcome.clear} noValidate>
      <fieldset className={money.choices}>
        <legend className={styles.label}>{t('mn_channel')}</legend>
        {channels.map((c) => (
          <label key={c.id} className={money.choice}>
            <input type="radio" value={c.id} {...register('channelId', { required: true })} />
            <span>{c.name}</span> <span className={styles.hint}>{limits(c)}</span>
          </label>
        ))}
      </fieldset>
      <AmountField
        error={formState.errors.amount?.message}
        {...register('amount', {
          validate: (value) => amountCheck({ min: channel?.min, max: channel?.max })(value),
        })}
      />
      {channel && <p className={styles.hint}>{t('mn_limits', { limits: limits(channel) })}</p>}
      <SubmitRow label={t('mn_deposit_submit')} pending={deposit.isPending} {...outcome.result} />
      {blocked && (
        <div role="alert" className={money.blocked}>
          <p className={styles.error}>{t('in_popup_blocked')}</p>
          <a href={blocked} target="_blank" rel="noopener noreferrer">
            {t('mn_open_pay_page')}
          </a>
        </div>
      )}
    </form>
  );
}
