import { FormResult } from './form-result.tsx';
import styles from './security.module.css';

export interface SubmitRowProps {
  label: string;
  /** The change is on its way: the button waits. */
  pending: boolean;
  success: boolean;
  error?: string | null;
}

/** A section form's submit button and the outcome of its change below it. */
export function SubmitRow({ label, pending, success, error }: SubmitRowProps) {
  return (
    <>
      <button type="submit" className={styles.primary} disabled={pending}>
        {label}
      </button>
      <FormResult success={success} error={error} />
    </>
  );
}
