import type { MoneyLimit } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import page from '../page.module.css';
import { limitName } from './protection-words.ts';

/** The nine money limits (kind × period): in force, used this period, reset, waiting change. */
export function LimitsTable({ limits }: { limits: readonly MoneyLimit[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className={page.scroll}>
      <table className={page.table} aria-label={t('cs_prot_limits')}>
        <thead>
          <tr>
            <th scope="col">{t('cs_prot_limit')}</th>
            <th scope="col" className={page.number}>
              {t('cs_prot_in_force')}
            </th>
            <th scope="col" className={page.number}>
              {t('cs_prot_used')}
            </th>
            <th scope="col">{t('cs_prot_resets')}</th>
            <th scope="col">{t('cs_prot_waiting')}</th>
          </tr>
        </thead>
        <tbody>
          {limits.map((l) => (
            <tr key={`${l.kind}-${l.period}`}>
              <th scope="row">{limitName(t, l.kind, l.period)}</th>
              <td className={page.number}>
                {l.amount === null ? t('cs_prot_no_limit') : format.money(l.amount)}
              </td>
              <td className={page.number}>{format.money(l.used)}</td>
              <td>{format.dateTime(l.resetsAt)}</td>
              <td>
                {l.pending
                  ? t('cs_prot_pending', {
                      value:
                        l.pending.value === null
                          ? t('cs_prot_no_limit')
                          : format.money(l.pending.value),
                      from: format.dateTime(l.pending.from),
                    })
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
