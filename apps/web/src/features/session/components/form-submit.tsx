import type { ReactNode } from 'react';
import styles from './forms.module.css';

export interface FormSubmitProps {
  /** Why the last attempt failed, as an alert above the button. */
  failure: string | null;
  /** The form is on its way: the button waits. */
  busy: boolean;
  children: ReactNode;
}

/** The end of a session form: the last failure, then the submit button. */
export function FormSubmit({ failure, busy, children }: FormSubmitProps) {
  return (
    <>
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {children}
      </button>
    </>
  );
}
