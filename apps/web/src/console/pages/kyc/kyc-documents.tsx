import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeOf, useFormat } from '../../lib/format.ts';
import { memberHref } from '../../lib/member-keys.ts';
import page from '../page.module.css';
import type { KycEntry } from './kyc-keys.ts';
import { documentStatusText, fileSizeText, kycKindText } from './kyc-words.ts';
import { ReviewDialog } from './review-dialog.tsx';

/**
 * Documents in a table, each with its review. The review open is kept here, not in its row,
 * so it stays open with its outcome when the decided document leaves the list.
 */
export function KycDocuments({
  documents,
  label,
  inMemberView = false,
}: {
  documents: readonly KycEntry[];
  /** The table's name. */
  label: string;
  /** In the member's own view: no account column, a state column instead. */
  inMemberView?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [reviewing, setReviewing] = useState<KycEntry | null>(null);
  return (
    <>
      {documents.length > 0 && (
        <div className={page.scroll}>
          <table className={page.table} aria-label={label}>
            <thead>
              <tr>
                {!inMemberView && <th scope="col">{t('cs_account')}</th>}
                <th scope="col">{t('cs_kyc_kind')}</th>
                <th scope="col">{t('cs_kyc_file')}</th>
                <th scope="col" className={page.number}>
                  {t('cs_kyc_size')}
                </th>
                <th scope="col">{t('cs_kyc_uploaded')}</th>
                {inMemberView && <th scope="col">{t('cs_state')}</th>}
                <th scope="col">{t('cs_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((d) => (
                <tr key={d.id}>
                  {!inMemberView && (
                    <th scope="row">
                      <Link className={page.link} to={memberHref(d.account, 'kyc')}>
                        {d.account}
                      </Link>
                    </th>
                  )}
                  <td>{kycKindText(t, d.kind)}</td>
                  <td>
                    {d.name}
                    {d.reason && (
                      <>
                        <br />
                        <span className={page.muted}>
                          {t('cs_kyc_because', { reason: d.reason })}
                        </span>
                      </>
                    )}
                  </td>
                  <td className={page.number}>{fileSizeText(localeOf(i18n.language), d.bytes)}</td>
                  <td className={page.nowrap}>{format.dateTime(d.uploadedAt)}</td>
                  {inMemberView && <td>{documentStatusText(t, d.status)}</td>}
                  <td>
                    <button
                      type="button"
                      className={d.status === 'PENDING' ? page.primary : page.secondary}
                      aria-label={t(
                        d.status === 'PENDING' ? 'cs_kyc_review_label' : 'cs_kyc_view_label',
                        { name: d.name, account: d.account },
                      )}
                      onClick={() => setReviewing(d)}
                    >
                      {t(d.status === 'PENDING' ? 'cs_kyc_review' : 'cs_kyc_view')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {reviewing && (
        <ReviewDialog
          document={reviewing}
          linkAccount={!inMemberView}
          onClose={() => setReviewing(null)}
        />
      )}
    </>
  );
}
