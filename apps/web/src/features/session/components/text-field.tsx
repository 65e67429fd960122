import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './forms.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** Controls beside the input (dialing code before, a code button after). */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * A labelled input whose error is announced (role="alert") and tied to it. A required
 * input (required or aria-required) is marked in its label before anything is submitted;
 * the mark is for the eye, aria-required says it to a screen reader.
 */
export function TextField({ label, error, before, after, ...input }: TextFieldProps) {
  const id = useId();
  const required = Boolean(input.required || input['aria-required']);
  const errorId = `${id}-error`;
  const control = (
    <input
      id={id}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      {...input}
    />
  );
  return (
    <div className={styles.field}>
      <span className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {required && (
          <span className={styles.requiredMark} aria-hidden="true" data-required-mark>
            *
          </span>
        )}
      </span>
      {before || after ? (
        <div className={styles.row}>
          {before}
          {control}
          {after}
        </div>
      ) : (
        control
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
