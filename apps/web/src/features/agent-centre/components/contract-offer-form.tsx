import type { Contract, ContractKind } from '@gamehall/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, panelStyles, SubmitRow, useOutcome } from '../../panel/index.ts';
import { useContractAction } from '../api/contracts.ts';
import {
  checkTable,
  draftTerms,
  newRateTable,
  type RateTableDraft,
} from '../model/rate-table-check.ts';
import { ContractRates } from './contract-rates.tsx';
import styles from './contracts.module.css';
import { RateTableEditor } from './rate-table-editor.tsx';

interface Values {
  downline: string;
  table: RateTableDraft;
}

/**
 * Offers a direct downline agent a contract of this type (product §4), within the agent's
 * own active one: its account, a rate table (checked here as the server checks it) and,
 * for dividends, the payout period — always the agent's own, as a tree settles together
 * (decision 027). The server checks the rest (the downline, the own contract's rates).
 */
export function ContractOfferForm({ kind, own }: { kind: ContractKind; own: Contract }) {
  const { t } = useTranslation();
  const offer = useContractAction(kind);
  const { result, run, clear } = useOutcome();
  const ownPeriod = own.terms.period;
  const { register, control, handleSubmit, formState, reset } = useForm<Values>({
    defaultValues: { downline: '', table: newRateTable(ownPeriod) },
  });

  // The table's problems show from the first attempt to send it until an offer goes out.
  const [checking, setChecking] = useState(false);
  const submit = handleSubmit((v) => {
    const terms = draftTerms(kind, v.table);
    if (!terms) return;
    const downline = v.downline.trim();
    return run(async () => {
      await offer.mutateAsync({ action: 'OFFER', downline, terms });
      reset();
      setChecking(false);
      return t('ac_offer_done', { member: downline });
    });
  });

  return (
    <form
      className={styles.offerForm}
      onSubmit={(e) => {
        setChecking(true);
        void submit(e);
      }}
      onChange={clear}
      noValidate
    >
      <Field
        label={t('ac_downline')}
        autoComplete="off"
        maxLength={64}
        error={formState.errors.downline?.message}
        {...register('downline', {
          validate: (v) => v.trim() !== '' || t('ac_err_downline'),
        })}
      />
      <div className={styles.within}>
        <p className={panelStyles.hint}>{t('ac_within_hint')}</p>
        <ContractRates kind={kind} terms={own.terms} caption={t('ac_within_rates')} />
      </div>
      <Controller
        control={control}
        name="table"
        rules={{ validate: (table) => draftTerms(kind, table) !== null }}
        render={({ field }) => (
          <RateTableEditor
            kind={kind}
            value={field.value}
            onChange={(table) => {
              clear();
              field.onChange(table);
            }}
            periods={kind === 'DIVIDEND' ? [ownPeriod] : undefined}
            periodHint={t('ac_period_hint')}
            check={checking ? checkTable(kind, field.value.tiers) : null}
          />
        )}
      />
      <SubmitRow
        label={t('ac_offer_submit')}
        pending={offer.isPending}
        success={result.success}
        done={result.done}
        error={result.error}
      />
    </form>
  );
}
