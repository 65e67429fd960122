import {
  type BodyOf,
  CONTRACT_KINDS,
  type Contract,
  type ContractKind,
  opsSetHouseContract,
  PAYOUT_PERIODS,
  TIER_FIELDS,
} from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorWords } from '../../lib/error-words.ts';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';
import { AGENTS_KEY } from './agent-keys.ts';
import { kindText, periodText } from './agent-words.ts';
import styles from './agents.module.css';
import {
  blankTier,
  bodyOf,
  type ContractDraft,
  draftOf,
  MAX_TIERS,
  type Period,
  problemOf,
  TIER_FIELD_KEYS,
  type TierDraft,
} from './tier-draft.ts';

/**
 * The house's contract with a top agent (opsSetHouseContract): a type, a payout period and
 * a rate table, started from the agent's live contract of that type. The table is checked
 * with the call's body schema before it is sent; the server's refusal (a table that pays
 * less later, an agent that has an upline) is shown with its own words.
 */
export function HouseContractForm({
  account,
  top,
  live,
}: {
  account: string;
  top: boolean;
  live: readonly Contract[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const liveOf = (kind: ContractKind) => live.find((c) => c.kind === kind);
  const [draft, setDraft] = useState<ContractDraft>(() =>
    draftOf('DAILY_SALARY', liveOf('DAILY_SALARY')),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const set = useMutation({
    mutationFn: (body: BodyOf<typeof opsSetHouseContract>) =>
      staffCall(opsSetHouseContract, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: AGENTS_KEY }),
  });
  if (!top) {
    return (
      <section className={page.stack} aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t('cs_ag_set_title')}</h3>
        <p className={page.muted}>{t('cs_ag_not_top')}</p>
      </section>
    );
  }
  const change = (next: ContractDraft) => {
    set.reset();
    setProblem(null);
    setDraft(next);
  };
  const setTier = (at: number, tier: TierDraft) =>
    change({ ...draft, tiers: draft.tiers.map((d, i) => (i === at ? tier : d)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(account, draft);
    const wrong = problemOf(t, body);
    setProblem(wrong);
    if (!wrong) set.mutate(body);
  };
  const fields = TIER_FIELDS[draft.kind];
  return (
    <section className={page.stack} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('cs_ag_set_title')}</h3>
      <p className={page.muted}>{t('cs_ag_set_intro')}</p>
      <form className={page.stack} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className={page.form}>
          <label className={page.field}>
            {t('cs_ag_kind')}
            <select
              value={draft.kind}
              onChange={(e) => {
                const kind = e.target.value as ContractKind;
                change(draftOf(kind, liveOf(kind)));
              }}
            >
              {CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {kindText(t, k)}
                </option>
              ))}
            </select>
          </label>
          <label className={page.field}>
            {t('cs_ag_payout_period')}
            <select
              value={draft.period}
              onChange={(e) => change({ ...draft, period: e.target.value as Period })}
            >
              {PAYOUT_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {periodText(t, p)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ol className={styles.tiers}>
          {draft.tiers.map((tier, i) => (
            // A tier is its place in the table: removing one renumbers those after it.
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no identity but their order
            <li key={i}>
              <fieldset className={styles.tier}>
                <legend>{t('cs_ag_tier', { n: i + 1 })}</legend>
                {fields.map((f) => (
                  <label key={f} className={`${page.field} ${styles.field}`}>
                    {t(TIER_FIELD_KEYS[f])}
                    <input
                      inputMode={f === 'minActive' ? 'numeric' : 'decimal'}
                      value={tier[f]}
                      onChange={(e) => setTier(i, { ...tier, [f]: e.target.value })}
                    />
                  </label>
                ))}
                {draft.tiers.length > 1 && (
                  <button
                    type="button"
                    className={page.secondary}
                    onClick={() =>
                      change({ ...draft, tiers: draft.tiers.filter((_, at) => at !== i) })
                    }
                  >
                    {t('cs_ag_remove_tier', { n: i + 1 })}
                  </button>
                )}
              </fieldset>
            </li>
          ))}
        </ol>
        <div className={page.form}>
          <button
            type="button"
            className={page.secondary}
            disabled={draft.tiers.length >= MAX_TIERS}
            onClick={() => change({ ...draft, tiers: [...draft.tiers, blankTier()] })}
          >
            {t('cs_ag_add_tier')}
          </button>
          <button type="submit" className={page.primary} disabled={set.isPending}>
            {t('cs_ag_set_submit')}
          </button>
        </div>
        {problem && (
          <p role="alert" className={page.error}>
            {problem}
          </p>
        )}
        {set.isError && (
          <div role="alert" className={page.error}>
            <p>{errorWords(t, set.error)}</p>
            {/* The server's own reason (which rule the table breaks) beside the console's words. */}
            {set.error instanceof ApiError && set.error.code !== 'UNAUTHORIZED' && (
              <p>{set.error.message}</p>
            )}
          </div>
        )}
        {set.isSuccess && (
          <p role="status" className={page.done}>
            {t('cs_ag_set_done')}
          </p>
        )}
      </form>
    </section>
  );
}
