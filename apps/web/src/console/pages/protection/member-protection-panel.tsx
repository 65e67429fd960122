import { opsMemberProtection } from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { memberProtectionKey } from '../../lib/member-keys.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import { useMay } from '../../lib/staff-session.ts';
import page from '../page.module.css';
import { BreakForm } from './break-form.tsx';
import { LimitForm } from './limit-form.tsx';
import { LimitsTable } from './limits-table.tsx';
import { exclusionText, minutesText } from './protection-words.ts';
import { SessionForm } from './session-form.tsx';

/**
 * A player's protection as staff see it: the money limits with what each period used, the
 * session limit and reality checks, any break; and, for a role that may change it, the
 * forms to set them for the player under the player's own rules.
 */
export function MemberProtectionPanel({ account }: { account: string }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useFormat();
  const may = useMay();
  const query = useQuery({
    queryKey: memberProtectionKey(account),
    queryFn: () => staffCall(opsMemberProtection, { query: { account } }),
  });
  const p = query.data?.protection;
  const write = may('members.write');
  return (
    <div className={page.stack}>
      <section className={page.stack} aria-labelledby={`${id}-rules`}>
        <h3 id={`${id}-rules`}>{t('cs_prot_rules')}</h3>
        <p className={page.muted}>{t('cs_prot_rule_limits')}</p>
        <p className={page.muted}>{t('cs_prot_rule_breaks')}</p>
        {!write && <p>{t('cs_prot_read_only')}</p>}
      </section>
      <QueryState query={query} />
      {p && (
        <>
          <p className={p.exclusion ? page.error : undefined}>
            {p.exclusion
              ? t('cs_prot_on_break', { what: exclusionText(t, format, p.exclusion) })
              : t('cs_prot_no_break')}
          </p>
          <LimitsTable limits={p.limits} />
          <dl className={page.facts}>
            <div>
              <dt>{t('cs_prot_session')}</dt>
              <dd>
                {minutesText(t, p.sessionMinutes)}
                {p.sessionPending && (
                  <>
                    <br />
                    <span className={page.muted}>
                      {t('cs_prot_pending', {
                        value: minutesText(t, p.sessionPending.value),
                        from: format.dateTime(p.sessionPending.from),
                      })}
                    </span>
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('cs_prot_reality')}</dt>
              <dd>
                {p.realityCheckMinutes === null
                  ? t('cs_prot_reality_off')
                  : t('cs_prot_reality_every', { count: p.realityCheckMinutes })}
              </dd>
            </div>
          </dl>
          {write && (
            <>
              <LimitForm account={account} />
              <SessionForm account={account} protection={p} />
              <BreakForm account={account} />
            </>
          )}
        </>
      )}
    </div>
  );
}
