import styles from '../pages/page.module.css';

interface ChoiceGroupProps<T extends string | number> {
  /** The group's accessible name. */
  label: string;
  choices: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** Each choice's words. */
  text: (choice: T) => string;
}

/** A row of buttons of which one is pressed: a filter or a range. */
export function ChoiceGroup<T extends string | number>({
  label,
  choices,
  value,
  onChange,
  text,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className={styles.choices}>
      <legend className="visually-hidden">{label}</legend>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={choice === value}
          className={choice === value ? styles.primary : styles.secondary}
          onClick={() => onChange(choice)}
        >
          {text(choice)}
        </button>
      ))}
    </fieldset>
  );
}
