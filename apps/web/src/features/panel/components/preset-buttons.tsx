import styles from './preset-buttons.module.css';

export interface PresetButtonsProps<T extends string> {
  /** The group's accessible name ("Date range"). */
  label: string;
  options: readonly (readonly [value: T, text: string])[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice out of a few, as pressed toggle buttons (a record page's date presets). */
export function PresetButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: PresetButtonsProps<T>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields
    <div className={styles.group} role="group" aria-label={label}>
      {options.map(([option, text]) => (
        <button
          key={option}
          type="button"
          className={styles.preset}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
