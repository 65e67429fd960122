import type { MoneyLimit } from '@gamehall/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { Field, FormResult, panelStyles as panel, useBrandTime } from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { amountProblem, toAmount } from '../../wallet/index.ts';
import { useChangeProtection } from '../api/change-protection.ts';
import { limitNameKey, removalPending, usedShare } from '../model/limits.ts';
import styles from './protection.module.css';

/**
 * One money limit (e.g. the daily deposit limit): the amount in force, what its period
 * used so far, a loosening that waits its 24 hours, and the way to set or remove it.
 */
export function LimitRow({ limit }: { limit: MoneyLimit }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const symbol = useSiteConfig().data?.currencySymbol;
  const money = (n: number) => formatMoneyWith(n, symbol);
  const change = useChangeProtection();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const name = t(limitNameKey(limit.kind, limit.period));
  const share = usedShare(limit);

  const send = (amount: number | null) => {
    setProblem(undefined);
    change.mutate(
      { what: 'limit', kind: limit.kind, period: limit.period, amount },
      { onSuccess: () => setText('') },
    );
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = amountProblem(text);
    if (found) setProblem(t(found.key, found.values));
    else send(toAmount(text));
  };

  // What the answer says of this limit: a loosening waits, a tightening is in force now.
  const answered = change.data?.limits.find(
    (l) => l.kind === limit.kind && l.period === limit.period,
  );
  const done = answered?.pending
    ? t('rg_saved_later', { from: time(answered.pending.from) })
    : t('rg_saved_now');

  return (
    <li className={styles.limit}>
      <p className={styles.limitHead}>
        <span>{t(`rg_period_${limit.period}`)}</span>
        {limit.amount === null ? (
          <span className={styles.amount}>{t('rg_no_limit')}</span>
        ) : (
          <Money className={styles.amount} value={limit.amount} symbol={symbol} />
        )}
      </p>
      {limit.amount !== null && (
        <>
          <meter
            className={styles.meter}
            aria-label={t('rg_meter', { name })}
            min={0}
            max={Math.max(limit.amount, 0.01)}
            value={Math.min(limit.used, limit.amount)}
            data-full={share === 1 ? '' : undefined}
          />
          <p className={styles.note}>
            {t('rg_used', {
              used: money(limit.used),
              limit: money(limit.amount),
              resetsAt: time(limit.resetsAt),
            })}
          </p>
        </>
      )}
      {limit.pending && (
        <p className={styles.pending}>
          {limit.pending.value === null
            ? t('rg_pending_remove', { from: time(limit.pending.from) })
            : t('rg_pending_raise', {
                amount: money(limit.pending.value),
                from: time(limit.pending.from),
              })}
        </p>
      )}
      <form className={styles.limitForm} onSubmit={onSubmit} noValidate>
        <Field
          label={t('rg_limit_input', { name })}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          error={problem}
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="submit"
          className={panel.secondary}
          aria-label={t('rg_set_name', { name })}
          disabled={change.isPending}
        >
          {t('rg_set')}
        </button>
        {limit.amount !== null && !removalPending(limit) && (
          <button
            type="button"
            className={panel.secondary}
            aria-label={t('rg_remove_name', { name })}
            disabled={change.isPending}
            onClick={() => send(null)}
          >
            {t('rg_remove')}
          </button>
        )}
      </form>
      <FormResult
        success={change.isSuccess}
        done={done}
        error={change.error ? errorText(change.error, t, 'site') : null}
      />
    </li>
  );
}
