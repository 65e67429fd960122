import { opsKycFile } from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { localeOf, useFormat } from '../../lib/format.ts';
import { memberHref } from '../../lib/member-keys.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import { FilePreview } from '../../ui/file-preview.tsx';
import page from '../page.module.css';
import { DecisionPanel } from './decision-panel.tsx';
import styles from './kyc.module.css';
import { type KycEntry, kycFileKey } from './kyc-keys.ts';
import { documentStatusText, fileSizeText, kycKindText } from './kyc-words.ts';

/**
 * One document under review: its file (fetched when the review opens, forgotten when it
 * closes: each view is audited and the bytes stay no longer than needed), what it is, and
 * the decision while it waits for one.
 */
export function ReviewDialog({
  document: d,
  linkAccount,
  onClose,
}: {
  document: KycEntry;
  /** The account links to the member's view (not from inside that view). */
  linkAccount: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const file = useQuery({
    queryKey: kycFileKey(d.id),
    queryFn: () => staffCall(opsKycFile, { query: { id: d.id } }),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const kind = kycKindText(t, d.kind);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('cs_kyc_review_title', { kind, account: d.account })}
      width={1040}
    >
      <div className={styles.review}>
        <div className={styles.viewer}>
          <QueryState query={file} />
          {file.data && (
            <FilePreview
              file={file.data}
              label={t('cs_kyc_file_of', { kind, account: d.account })}
            />
          )}
        </div>
        <div className={page.stack}>
          <dl className={page.facts}>
            <div>
              <dt>{t('cs_account')}</dt>
              <dd>
                {linkAccount ? (
                  <Link className={page.link} to={memberHref(d.account, 'kyc')}>
                    {d.account}
                  </Link>
                ) : (
                  d.account
                )}
              </dd>
            </div>
            <div>
              <dt>{t('cs_kyc_file')}</dt>
              <dd>
                {d.name}
                <br />
                <span className={page.muted}>{fileSizeText(localeOf(i18n.language), d.bytes)}</span>
              </dd>
            </div>
            <div>
              <dt>{t('cs_kyc_uploaded')}</dt>
              <dd>{format.dateTime(d.uploadedAt)}</dd>
            </div>
            <div>
              <dt>{t('cs_state')}</dt>
              <dd>{documentStatusText(t, d.status)}</dd>
            </div>
            {d.reviewedAt && (
              <div>
                <dt>{t('cs_kyc_reviewed')}</dt>
                <dd>{format.dateTime(d.reviewedAt)}</dd>
              </div>
            )}
            {d.reason && (
              <div>
                <dt>{t('cs_kyc_reason_given')}</dt>
                <dd>{d.reason}</dd>
              </div>
            )}
          </dl>
          {d.status === 'PENDING' && <DecisionPanel document={d} />}
          <div className={page.form}>
            <button type="button" className={page.secondary} onClick={onClose}>
              {t('cs_kyc_close')}
            </button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
