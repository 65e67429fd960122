import type { KycKind } from '@gamehall/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { FilePicker, FormResult, panelStyles as panel } from '../../panel/index.ts';
import { useUploadKycDocument } from '../api/upload-kyc-document.ts';
import { fileSize, KYC_ACCEPT, kycFileProblem, toKycFile } from '../model/file-rule.ts';
import styles from './kyc.module.css';

/** The server's refusals of an upload, in this section's words. */
const REFUSALS: Record<string, string> = {
  UNSUPPORTED_MEDIA_TYPE: 'kyc_err_content',
  PAYLOAD_TOO_LARGE: 'kyc_err_size',
  CONFLICT: 'kyc_err_waiting',
};

/**
 * Choose a png, jpg or pdf of at most 5 MB for one kind, then send it. A wrong type or
 * size is refused here, before anything is sent; the server checks the bytes again.
 */
export function UploadForm({ kind, blocked }: { kind: KycKind; blocked: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadKycDocument();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const busy = reading || upload.isPending;

  const pick = (chosen: File) => {
    upload.reset();
    const bad = kycFileProblem(chosen);
    setFile(bad ? null : chosen);
    setProblem(bad ? t(bad) : null);
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    upload.reset();
    if (!file) return setProblem(t('kyc_err_choose'));
    setProblem(null);
    setReading(true);
    let body: Parameters<typeof upload.mutate>[0];
    try {
      body = { kind, file: await toKycFile(file) };
    } catch {
      return setProblem(t('kyc_err_unreadable'));
    } finally {
      setReading(false);
    }
    upload.mutate(body, { onSuccess: () => setFile(null) });
  };

  const failure = upload.error;
  const failureText =
    failure instanceof ApiError && Object.hasOwn(REFUSALS, failure.code)
      ? t(REFUSALS[failure.code] as string)
      : failure && errorText(failure, t, 'site');

  return (
    <form className={styles.upload} onSubmit={(e) => void send(e)} noValidate>
      <div className={styles.pickRow}>
        <FilePicker
          label={t(`kyc_choose_${kind}`)}
          accept={KYC_ACCEPT}
          disabled={busy || blocked}
          onFile={pick}
        />
        <p className={styles.chosen}>
          {file
            ? t('kyc_chosen', { name: file.name, size: fileSize(file.size) })
            : t('kyc_none_chosen')}
        </p>
      </div>
      <p className={panel.hint}>{t('kyc_file_rules')}</p>
      <button type="submit" className={panel.primary} disabled={busy || blocked} aria-busy={busy}>
        {t(`kyc_upload_${kind}`)}
      </button>
      {busy && (
        <progress
          className={styles.progress}
          aria-label={t('kyc_uploading', { name: file?.name ?? '' })}
        />
      )}
      <FormResult
        success={upload.isSuccess}
        done={t('kyc_sent')}
        error={problem ?? failureText ?? null}
      />
    </form>
  );
}
