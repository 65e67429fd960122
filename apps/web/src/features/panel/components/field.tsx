import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styles from './panel.module.css';

interface Labelled {
  label: string;
  /** Why the value is refused: announced (role="alert") and tied to the control. */
  error?: string;
}

export interface FieldProps extends Labelled, InputHTMLAttributes<HTMLInputElement> {
  /** Controls beside the input: the dialing code before, the code button after. */
  before?: ReactNode;
  after?: ReactNode;
}

export interface SelectFieldProps extends Labelled, SelectHTMLAttributes<HTMLSelectElement> {}

/** The label above, the control, then its error; the label is visible so it reads the same to everyone. */
function Shell({
  id,
  label,
  error,
  className,
  children,
}: Labelled & { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

const invalid = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A labelled input. */
export function Field({ label, error, before, after, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} className={className}>
      <div className={styles.row}>
        {before}
        <input id={id} className={styles.input} {...invalid(id, error)} {...input} />
        {after}
      </div>
    </Shell>
  );
}

/** A labelled select; the options are its children. */
export function SelectField({ label, error, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} className={className}>
      <select id={id} className={styles.input} {...invalid(id, error)} {...select}>
        {children}
      </select>
    </Shell>
  );
}
