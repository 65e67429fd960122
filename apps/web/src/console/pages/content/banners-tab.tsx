import {
  type ContentBanner,
  opsChangeBanner,
  opsListBanners,
  type output,
} from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';
import { BannerForm, KNOWN_GROUPS } from './banner-form.tsx';
import styles from './content.module.css';
import { CONTENT_QUERY } from './content-text.ts';
import { ShownAndEditCells } from './row-actions.tsx';
import { useContentSave } from './use-content-save.ts';

type Banner = output<typeof ContentBanner>;

/**
 * Banners by the place they show (group), in their order, switched off ones too: a table
 * per group, and the form to add or change one. Switching one off takes it off the site.
 */
export function BannersTab() {
  const { t } = useTranslation();
  const [group, setGroup] = useState('');
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [saved, setSaved] = useState('');
  const banners = useQuery({
    queryKey: [...CONTENT_QUERY, 'banners'],
    queryFn: () => staffCall(opsListBanners, { query: {} }),
  });
  const toggle = useContentSave(
    (b: { id: number; active: boolean }) => staffCall(opsChangeBanner, { body: b }),
    () => setSaved(t('cs_ct_saved')),
  );
  const list = banners.data?.list ?? [];
  const groups = [...new Set([...KNOWN_GROUPS, ...list.map((b) => b.group)])].sort();
  const shown = groups.filter((g) => !group || g === group);
  return (
    <div className={page.stack}>
      <div className={page.form}>
        <label className={page.field}>
          {t('cs_ct_group')}
          <select value={group} onChange={(e) => setGroup(e.target.value)}>
            <option value="">{t('cs_ct_all_groups')}</option>
            {groups.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={page.primary}
          onClick={() => {
            setSaved('');
            setEditing('new');
          }}
        >
          {t('cs_ct_banner_new')}
        </button>
      </div>
      <p role="status" className={page.done}>
        {saved}
      </p>
      {editing && (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          groups={group ? [group, ...groups.filter((g) => g !== group)] : groups}
          onDone={() => {
            setEditing(null);
            setSaved(t('cs_ct_saved'));
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {toggle.error && (
        <p role="alert" className={page.error}>
          {toggle.error}
        </p>
      )}
      <QueryState query={banners} />
      {banners.data &&
        shown.map((g) => {
          const rows = list.filter((b) => b.group === g);
          return (
            <section key={g} className={page.section}>
              <h3>{t('cs_ct_group_named', { group: g })}</h3>
              {rows.length === 0 ? (
                <p className={page.muted}>{t('cs_ct_no_banners')}</p>
              ) : (
                <div className={page.scroll}>
                  <table className={page.table} aria-label={t('cs_ct_group_named', { group: g })}>
                    <thead>
                      <tr>
                        <th scope="col">{t('cs_ct_title')}</th>
                        <th scope="col">{t('cs_ct_image')}</th>
                        <th scope="col">{t('cs_ct_link')}</th>
                        <th scope="col" className={page.number}>
                          {t('cs_ct_sort')}
                        </th>
                        <th scope="col">{t('cs_ct_on_site')}</th>
                        <th scope="col">{t('cs_actions')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((b) => (
                        <tr key={b.id}>
                          <th scope="row">{b.title}</th>
                          <td className={styles.path}>{b.imageUrl}</td>
                          <td className={styles.path}>{b.url ?? '—'}</td>
                          <td className={page.number}>{b.sort}</td>
                          <ShownAndEditCells
                            title={b.title}
                            active={b.active}
                            busy={toggle.busy}
                            onShow={(active) => {
                              setSaved('');
                              toggle.save({ id: b.id, active });
                            }}
                            onEdit={() => {
                              setSaved('');
                              setEditing(b);
                            }}
                          />
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          );
        })}
    </div>
  );
}
