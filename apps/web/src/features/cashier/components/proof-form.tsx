import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FilePicker,
  imageProblem,
  PROOF_RULE,
  panelStyles as styles,
  toProof,
} from '../../panel/index.ts';

export type Proof = Awaited<ReturnType<typeof toProof>>;

/**
 * "Not received" needs proof: a png or jpg of at most 5 MB, refused here before any
 * upload (the server checks the bytes again).
 */
export function ProofForm({ pending, onSend }: { pending: boolean; onSend: (p: Proof) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File) => {
    const bad = imageProblem(chosen, PROOF_RULE);
    setProblem(bad && t(bad));
    setFile(bad ? null : chosen);
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem(t('mn_proof_required'));
    try {
      onSend(await toProof(file));
    } catch {
      setProblem(t('mn_proof_unreadable'));
    }
  };

  return (
    <form className={styles.form} onSubmit={send} noValidate>
      <FilePicker
        label={t('mn_proof_choose')}
        accept={PROOF_RULE.types}
        disabled={pending}
        onFile={choose}
      />
      <p className={styles.hint}>{file ? file.name : t('mn_proof_rules')}</p>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={pending}>
        {t('mn_send_not_received')}
      </button>
    </form>
  );
}
