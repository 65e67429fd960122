import {
  type ContentNotice,
  NOTICE_TYPES,
  opsChangeNotice,
  opsListNotices,
  type output,
} from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useFormat } from '../../lib/format.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import page from '../page.module.css';
import { CONTENT_QUERY } from './content-text.ts';
import { NoticeForm } from './notice-form.tsx';
import { ShownAndEditCells } from './row-actions.tsx';
import { useContentSave } from './use-content-save.ts';

type Notice = output<typeof ContentNotice>;
type NoticeType = (typeof NOTICE_TYPES)[number];
const FILTERS = ['ALL', ...NOTICE_TYPES] as const;
const PAGE_SIZE = 20;

/**
 * Notices of every type (popups PU among them), switched off ones too: a filter by type,
 * the list newest first, and the form to publish one or change one. Switching a notice off
 * is how it leaves the site; it stays here to switch on again.
 */
export function NoticesTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('ALL');
  const [pageNo, setPageNo] = useState(1);
  /** The notice being changed, 'new' for one being written, null for no form. */
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const [saved, setSaved] = useState('');
  const notices = useQuery({
    queryKey: [...CONTENT_QUERY, 'notices', filter, pageNo],
    queryFn: () =>
      staffCall(opsListNotices, {
        query: { ...(filter === 'ALL' ? {} : { type: filter }), pageNo, pageSize: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
  const toggle = useContentSave(
    (n: { id: number; active: boolean }) => staffCall(opsChangeNotice, { body: n }),
    () => setSaved(t('cs_ct_saved')),
  );
  const done = () => {
    setEditing(null);
    setSaved(t('cs_ct_saved'));
  };
  const data = notices.data;
  return (
    <div className={page.stack}>
      <div className={page.form}>
        <ChoiceGroup
          label={t('cs_ct_type_filter')}
          choices={FILTERS}
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPageNo(1);
          }}
          text={(ty) => t(`cs_ct_type_${ty.toLowerCase()}`)}
        />
        <button
          type="button"
          className={page.primary}
          onClick={() => {
            setSaved('');
            setEditing('new');
          }}
        >
          {t('cs_ct_notice_new')}
        </button>
      </div>
      <p role="status" className={page.done}>
        {saved}
      </p>
      {editing && (
        <NoticeForm
          key={editing === 'new' ? 'new' : editing.id}
          notice={editing === 'new' ? null : editing}
          initialType={filter === 'ALL' ? 'PL' : (filter as NoticeType)}
          onDone={done}
          onCancel={() => setEditing(null)}
        />
      )}
      {toggle.error && (
        <p role="alert" className={page.error}>
          {toggle.error}
        </p>
      )}
      <div aria-busy={notices.isFetching} className={page.stack}>
        <QueryState query={notices} />
        {data && data.list.length === 0 && <p className={page.muted}>{t('cs_ct_no_notices')}</p>}
        {data && data.list.length > 0 && (
          <div className={page.scroll}>
            <table className={page.table} aria-label={t('cs_ct_notices')}>
              <thead>
                <tr>
                  <th scope="col">{t('cs_ct_title')}</th>
                  <th scope="col">{t('cs_ct_type')}</th>
                  <th scope="col">{t('cs_ct_languages')}</th>
                  <th scope="col">{t('cs_ct_window')}</th>
                  <th scope="col">{t('cs_ct_created')}</th>
                  <th scope="col">{t('cs_ct_on_site')}</th>
                  <th scope="col">{t('cs_actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((n) => (
                  <tr key={n.id}>
                    <th scope="row">{n.title}</th>
                    <td>{t(`cs_ct_type_${n.type.toLowerCase()}`)}</td>
                    <td>{Object.keys(n.translations).sort().join(' ') || 'EN'}</td>
                    <td className={page.nowrap}>
                      {n.startsAt || n.endsAt
                        ? t('cs_ct_window_range', {
                            from: n.startsAt ? format.dateTime(n.startsAt) : '…',
                            to: n.endsAt ? format.dateTime(n.endsAt) : '…',
                          })
                        : t('cs_ct_window_open')}
                    </td>
                    <td className={page.nowrap}>{format.dateTime(n.createdAt)}</td>
                    <ShownAndEditCells
                      title={n.title}
                      active={n.active}
                      busy={toggle.busy}
                      onShow={(active) => {
                        setSaved('');
                        toggle.save({ id: n.id, active });
                      }}
                      onEdit={() => {
                        setSaved('');
                        setEditing(n);
                      }}
                    />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && data.totalPages > 1 && (
          <Pagination
            page={data.pageNo}
            totalPages={data.totalPages}
            onChange={setPageNo}
            label={t('cs_ct_notice_pages')}
          />
        )}
      </div>
    </div>
  );
}
