import { FormResult } from './form-result.tsx';
import styles from './panel.module.css';

export interface SubmitRowProps {
  label: string;
  /** The change is on its way: the button waits. */
  pending: boolean;
  success: boolean;
  /** The text of a success other than 'Saved'. */
  done?: string;
  error?: string | null;
}

/** A section form's submit button and the outcome of its change below it. */
export function SubmitRow({ label, pending, success, done, error }: SubmitRowProps) {
  return (
    <>
      <button type="submit" className={styles.primary} disabled={pending}>
        {label}
      </button>
      <FormResult success={success} done={done} error={error} />
    </>
  );
}
