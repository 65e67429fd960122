import { opsListStaff } from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import styles from '../page.module.css';
import { CreateStaff } from './create-staff.tsx';
import { STAFF } from './roles.tsx';
import { StaffRow } from './staff-row.tsx';

/** The staff accounts: who they are, their role, and the admin's changes to them. */
export default function StaffPage() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: STAFF,
    queryFn: () => staffCall(opsListStaff, { query: {} }),
  });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('cs_nav_staff')}</h1>
      <CreateStaff />
      <section className={styles.section} aria-labelledby="cs-staff-list">
        <h2 id="cs-staff-list">{t('cs_staff_list')}</h2>
        <QueryState query={list} />
        {list.data && (
          <div className={styles.scroll}>
            <table className={styles.table} aria-labelledby="cs-staff-list">
              <thead>
                <tr>
                  <th scope="col">{t('cs_account')}</th>
                  <th scope="col">{t('cs_role')}</th>
                  <th scope="col">{t('cs_state')}</th>
                  <th scope="col">{t('cs_last_login')}</th>
                  <th scope="col">{t('cs_actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.staff.map((s) => (
                  <StaffRow key={s.id} staff={s} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
