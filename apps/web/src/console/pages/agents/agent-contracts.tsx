import { type opsAgentContracts, TIER_FIELDS, type ValueOf } from '@gamehall/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { QueryState } from '../../lib/query-state.tsx';
import page from '../page.module.css';
import { kindText, periodText, stateText } from './agent-words.ts';
import styles from './agents.module.css';
import { TIER_FIELD_KEYS } from './tier-draft.ts';

type Answer = ValueOf<typeof opsAgentContracts>;
type Contract = Answer['contracts'][number];

/** The agent's live contracts (terms, who set them, their history) and its latest payouts. */
export function AgentContracts({ query }: { query: UseQueryResult<Answer> }) {
  const { t } = useTranslation();
  const data = query.data;
  return (
    <div className={page.stack}>
      <h3>{t('cs_ag_contracts')}</h3>
      <QueryState query={query} />
      {data && data.contracts.length === 0 && (
        <p className={page.muted}>{t('cs_ag_no_contract')}</p>
      )}
      {data && data.contracts.length > 0 && (
        <div className={styles.contracts}>
          {data.contracts.map((c) => (
            <ContractCard key={c.id} contract={c} />
          ))}
        </div>
      )}
      {data && <Payouts payouts={data.payouts} />}
    </div>
  );
}

function ContractCard({ contract: c }: { contract: Contract }) {
  const { t } = useTranslation();
  const format = useFormat();
  const kind = kindText(t, c.kind);
  const fields = TIER_FIELDS[c.kind];
  return (
    <article className={page.section} aria-label={kind}>
      <h4>{kind}</h4>
      <dl className={page.facts}>
        <div>
          <dt>{t('cs_state')}</dt>
          <dd>{stateText(t, c.state)}</dd>
        </div>
        <div>
          <dt>{t('cs_ag_payout_period')}</dt>
          <dd>{periodText(t, c.terms.period)}</dd>
        </div>
        <div>
          <dt>{t('cs_ag_set_by')}</dt>
          <dd>{c.setBy ?? (c.upline === null ? t('cs_ag_house') : '—')}</dd>
        </div>
        <div>
          <dt>{t('cs_ag_started')}</dt>
          <dd>{format.dateTime(c.startedAt ?? c.createdAt)}</dd>
        </div>
      </dl>
      <div className={page.scroll}>
        <table className={page.table} aria-label={t('cs_ag_tiers', { kind })}>
          <thead>
            <tr>
              {fields.map((f) => (
                <th key={f} scope="col" className={page.number}>
                  {t(TIER_FIELD_KEYS[f])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {c.terms.tiers.map((tier, i) => (
              // Tiers have no id of their own; their order is what they are.
              // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its place in the table
              <tr key={i}>
                {fields.map((f) => (
                  <td key={f} className={page.number}>
                    {f === 'minVolume' || f === 'minValidBet'
                      ? format.money(tier[f] ?? 0)
                      : f === 'minActive'
                        ? format.count(tier[f])
                        : String(tier[f] ?? '—')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details>
        <summary>{t('cs_ag_history')}</summary>
        <ul>
          {c.history.map((h) => (
            <li key={`${h.at}:${h.action}`}>
              {format.dateTime(h.at)} · {h.action} · {h.by ?? t('cs_ag_house')}
            </li>
          ))}
        </ul>
      </details>
    </article>
  );
}

function Payouts({ payouts }: { payouts: Answer['payouts'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (payouts.length === 0) return <p className={page.muted}>{t('cs_ag_payouts_none')}</p>;
  return (
    <div className={page.scroll}>
      <table className={page.table} aria-label={t('cs_ag_payouts')}>
        <caption className={page.muted}>{t('cs_ag_payouts')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cs_ag_kind')}</th>
            <th scope="col">{t('cs_ag_period')}</th>
            <th scope="col" className={page.number}>
              {t('cs_ag_volume')}
            </th>
            <th scope="col" className={page.number}>
              {t('cs_ag_active')}
            </th>
            <th scope="col" className={page.number}>
              {t('cs_ag_rate')}
            </th>
            <th scope="col" className={page.number}>
              {t('cs_ag_yield')}
            </th>
            <th scope="col" className={page.number}>
              {t('cs_ag_amount')}
            </th>
            <th scope="col">{t('cs_ag_paid_at')}</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((p) => (
            <tr key={`${p.kind}:${p.periodStart}:${p.paidAt}:${p.amount}`}>
              <td>{kindText(t, p.kind)}</td>
              <td className={page.nowrap}>
                {format.dateTime(p.periodStart)} – {format.dateTime(p.periodEnd)}
              </td>
              <td className={page.number}>{format.money(p.teamVolume)}</td>
              <td className={page.number}>{format.count(p.activeMembers)}</td>
              <td className={page.number}>{p.rate}</td>
              <td className={page.number}>{format.money(p.yield)}</td>
              <td className={page.number}>{format.money(p.amount)}</td>
              <td className={page.nowrap}>{format.dateTime(p.paidAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
