import type { ProtectedPlayer } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type * as z from 'zod/mini';
import { useFormat } from '../../lib/format.ts';
import { memberHref } from '../../lib/member-keys.ts';
import page from '../page.module.css';
import { exclusionText, limitName, minutesText } from './protection-words.ts';

/** One protected player: the limits in force, the session limit, a break, the last change. */
export function ProtectedRow({ player: p }: { player: z.infer<typeof ProtectedPlayer> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <tr>
      <th scope="row">
        <Link className={page.link} to={memberHref(p.account, 'protection')}>
          {p.account}
        </Link>
      </th>
      <td>
        {p.limits.length === 0
          ? '—'
          : p.limits.map((l) => (
              <div key={`${l.kind}-${l.period}`}>
                {limitName(t, l.kind, l.period)} {format.money(l.amount)}
              </div>
            ))}
      </td>
      <td>{p.sessionMinutes === null ? '—' : minutesText(t, p.sessionMinutes)}</td>
      <td className={p.exclusion ? page.negative : undefined}>
        {p.exclusion ? exclusionText(t, format, p.exclusion) : '—'}
      </td>
      <td>{format.dateTime(p.updatedAt)}</td>
    </tr>
  );
}
