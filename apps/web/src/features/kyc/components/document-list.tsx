import { useTranslation } from 'react-i18next';
import { StatusTag, useBrandTime } from '../../panel/index.ts';
import { documentTone, type KycDocument } from '../model/documents.ts';
import { fileSize } from '../model/file-rule.ts';
import { DocumentViewer } from './document-viewer.tsx';
import styles from './kyc.module.css';

/** A kind's latest documents: name, status, when sent and reviewed, why refused, and "View". */
export function DocumentList({ label, documents }: { label: string; documents: KycDocument[] }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  return (
    <ul className={styles.documents} aria-label={label}>
      {documents.map((d) => (
        <li key={d.id} className={styles.document}>
          <p className={styles.documentHead}>
            <span className={styles.name}>{d.name}</span>
            <StatusTag tone={documentTone[d.status]}>{t(`kyc_document_${d.status}`)}</StatusTag>
          </p>
          <p className={styles.note}>
            {t('kyc_uploaded', { at: time(d.uploadedAt), size: fileSize(d.bytes) })}
            {d.reviewedAt && ` · ${t('kyc_reviewed', { at: time(d.reviewedAt) })}`}
          </p>
          {d.status === 'REJECTED' && (
            <p className={styles.reason}>
              {t('kyc_reason', { reason: d.reason ?? t('kyc_no_reason') })}
            </p>
          )}
          <DocumentViewer document={d} />
        </li>
      ))}
    </ul>
  );
}
