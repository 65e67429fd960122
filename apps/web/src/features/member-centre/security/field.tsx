import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './security.module.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Controls beside the input: the dialing code before, the code button after. */
  before?: ReactNode;
  after?: ReactNode;
}

/** A labelled input; the label is visible so the field reads the same to everyone. */
export function Field({ label, before, after, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        {before}
        <input id={id} className={styles.input} {...input} />
        {after}
      </div>
    </div>
  );
}
