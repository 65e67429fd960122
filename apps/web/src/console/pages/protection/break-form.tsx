import { COOL_OFF_HOURS, type ProtectionChange, SELF_EXCLUSION_MONTHS } from '@gamehall/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import page from '../page.module.css';
import { FormOutcome } from './form-outcome.tsx';
import { coolOffText, exclusionText, selfExclusionText } from './protection-words.ts';
import { useProtectionChange } from './use-protection-change.ts';

type Kind = 'cool-off' | 'self-exclusion';

/** The chosen break as the call's change, and its length in words. */
function changeOf(kind: Kind, length: string): ProtectionChange {
  if (kind === 'cool-off') {
    return { what: 'cool-off', hours: Number(length) as (typeof COOL_OFF_HOURS)[number] };
  }
  const months = length === 'permanent' ? null : Number(length);
  return { what: 'self-exclusion', months: months as (typeof SELF_EXCLUSION_MONTHS)[number] };
}

const lengthsOf = (kind: Kind) =>
  kind === 'cool-off'
    ? COOL_OFF_HOURS.map(String)
    : [...SELF_EXCLUSION_MONTHS.map(String), 'permanent'];

/**
 * Starts a cool-off or a self-exclusion for the player — after a confirmation that says what
 * follows: every session ends now, and nobody can shorten or lift it.
 */
export function BreakForm({ account }: { account: string }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useFormat();
  const { busy, error, done, send } = useProtectionChange(account);
  const [kind, setKind] = useState<Kind>('cool-off');
  const [length, setLength] = useState(String(COOL_OFF_HOURS[0]));
  const lengthText =
    kind === 'cool-off'
      ? coolOffText(t, Number(length))
      : selfExclusionText(t, length === 'permanent' ? null : Number(length));
  const what = t(`cs_prot_break_${kind === 'cool-off' ? 'cool_off' : 'self_exclusion'}`);
  return (
    <section className={page.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('cs_prot_start_break')}</h3>
      <div className={page.form}>
        <label className={page.field}>
          {t('cs_prot_break_kind')}
          <select
            value={kind}
            onChange={(e) => {
              const next = e.target.value as Kind;
              setKind(next);
              setLength(lengthsOf(next)[0] ?? '');
            }}
          >
            <option value="cool-off">{t('cs_prot_break_cool_off')}</option>
            <option value="self-exclusion">{t('cs_prot_break_self_exclusion')}</option>
          </select>
        </label>
        <label className={page.field}>
          {t('cs_prot_break_length')}
          <select value={length} onChange={(e) => setLength(e.target.value)}>
            {lengthsOf(kind).map((l) => (
              <option key={l} value={l}>
                {kind === 'cool-off'
                  ? coolOffText(t, Number(l))
                  : selfExclusionText(t, l === 'permanent' ? null : Number(l))}
              </option>
            ))}
          </select>
        </label>
        <ConfirmButton
          label={t('cs_prot_break_start')}
          title={t('cs_prot_break_confirm_title', { what, length: lengthText, account })}
          confirmLabel={t('cs_prot_break_confirm', { what })}
          danger
          disabled={busy}
          onConfirm={() =>
            void send(changeOf(kind, length), (after) =>
              after.exclusion
                ? t('cs_prot_break_done', { what: exclusionText(t, format, after.exclusion) })
                : '',
            )
          }
        >
          <ul>
            <li>{t('cs_prot_break_ends_sessions')}</li>
            <li>{t('cs_prot_break_no_play')}</li>
            <li>{t('cs_prot_break_never_shorter')}</li>
          </ul>
        </ConfirmButton>
      </div>
      <FormOutcome done={done} error={error} />
    </section>
  );
}
