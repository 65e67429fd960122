import type { ChangeEvent } from 'react';
import styles from './panel.module.css';

export interface FilePickerProps {
  label: string;
  /** A hint to the picker only: a person can still pick another type, so check the file. */
  accept: readonly string[];
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** A button-looking label around a hidden file input; the label names the input. */
export function FilePicker({ label, accept, disabled, onFile }: FilePickerProps) {
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again must fire change again
    if (file) onFile(file);
  };
  return (
    <label className={styles.upload}>
      {label}
      <input
        type="file"
        accept={accept.join(',')}
        className="visually-hidden"
        disabled={disabled}
        onChange={onChange}
      />
    </label>
  );
}
