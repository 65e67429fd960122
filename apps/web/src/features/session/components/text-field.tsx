import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './forms.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** Controls beside the input (dialing code before, a code button after). */
  before?: ReactNode;
  after?: ReactNode;
}

/** A labelled input whose error is announced (role="alert") and tied to it. */
export function TextField({ label, error, before, after, ...input }: TextFieldProps) {
  const id = useId();
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
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
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
