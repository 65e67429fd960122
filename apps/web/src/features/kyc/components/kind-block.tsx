import type { KycKind, KycState } from '@gamehall/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { panelStyles as panel } from '../../panel/index.ts';
import {
  documentsOf,
  kindApproved,
  LISTED,
  MAX_WAITING,
  waitingCount,
} from '../model/documents.ts';
import { DocumentList } from './document-list.tsx';
import styles from './kyc.module.css';
import { UploadForm } from './upload-form.tsx';

/**
 * One kind (identity document, proof of address): what it is, its latest documents and,
 * until one is approved, the way to send one.
 */
export function KindBlock({ kind, state }: { kind: KycKind; state: KycState }) {
  const { t } = useTranslation();
  const headingId = useId();
  const documents = documentsOf(state, kind).slice(0, LISTED);
  const approved = kindApproved(state, kind);
  const full = waitingCount(state) >= MAX_WAITING;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h5 id={headingId} className={styles.subheading}>
        {t(`kyc_kind_${kind}`)}
      </h5>
      <p className={panel.hint}>{t(`kyc_kind_${kind}_hint`)}</p>
      {documents.length > 0 ? (
        <DocumentList label={t(`kyc_documents_${kind}`)} documents={documents} />
      ) : (
        <p className={styles.note}>{t('kyc_no_documents')}</p>
      )}
      {approved ? (
        <p className={styles.note}>{t('kyc_kind_done')}</p>
      ) : (
        <>
          {full && <p className={styles.note}>{t('kyc_waiting_full', { n: MAX_WAITING })}</p>}
          <UploadForm kind={kind} blocked={full} />
        </>
      )}
    </section>
  );
}
