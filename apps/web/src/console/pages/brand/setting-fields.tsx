import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../page.module.css';
import brand from './brand.module.css';
import type { SettingForm } from './use-setting-form.ts';

interface FieldProps {
  form: SettingForm;
  /** Where the value sits in the setting, as the server names its issues. */
  path: string;
  label: string;
  readOnly: boolean;
}

/** The server's word on a field, tied to it as its description. */
function Issue({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <span id={id} className={styles.error}>
      {text}
    </span>
  );
}

/**
 * A number as the operator types it; `nullable`: left empty means "no such rule"; `inTable`:
 * a table cell, named by `label` without showing it (the column heads say it).
 */
export function NumberField({
  form,
  path,
  label,
  readOnly,
  nullable = false,
  inTable = false,
}: FieldProps & { nullable?: boolean; inTable?: boolean }) {
  const id = useId();
  const issue = form.issueAt(path);
  const input = (
    <input
      id={`${id}-input`}
      type="text"
      inputMode="decimal"
      className={inTable ? brand.cell : brand.number}
      value={form.text(path)}
      disabled={readOnly}
      aria-label={inTable ? label : undefined}
      aria-invalid={issue ? true : undefined}
      aria-describedby={issue ? `${id}-issue` : undefined}
      onChange={(e) => form.setText(path, e.target.value, nullable)}
    />
  );
  if (inTable) {
    return (
      <span className={styles.field}>
        {input}
        <Issue id={`${id}-issue`} text={issue} />
      </span>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-input`}>{label}</label>
      {input}
      <Issue id={`${id}-issue`} text={issue} />
    </div>
  );
}

/** An on/off setting; `on`/`off` are the values it stores ('1'/'0' in the module tree). */
export function SwitchField({
  form,
  path,
  label,
  readOnly,
  on = true,
  off = false,
  inTable = false,
}: FieldProps & { on?: unknown; off?: unknown; inTable?: boolean }) {
  const id = useId();
  const issue = form.issueAt(path);
  const checked = form.value(path) === on;
  return (
    <label className={brand.switch}>
      <input
        type="checkbox"
        role="switch"
        aria-label={inTable ? label : undefined}
        checked={checked}
        aria-checked={checked}
        disabled={readOnly}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${id}-issue` : undefined}
        onChange={(e) => form.set(path, e.target.checked ? on : off)}
      />
      {!inTable && <span>{label}</span>}
      <Issue id={`${id}-issue`} text={issue} />
    </label>
  );
}

/**
 * A section's save: the button (for roles that may write), the refusal with any issue no
 * field of the section shows, and the success.
 */
export function SaveRow({
  form,
  label,
  readOnly,
  shown,
}: {
  form: SettingForm;
  label: string;
  readOnly: boolean;
  /** The paths the section's fields show; other issues are listed here. */
  shown: (path: string) => boolean;
}) {
  const { t } = useTranslation();
  if (readOnly) return null;
  const others = Object.entries(form.issues).filter(([path]) => !shown(path));
  return (
    <div className={styles.stack}>
      <div className={styles.form}>
        <button type="button" className={styles.primary} disabled={form.busy} onClick={form.save}>
          {label}
        </button>
      </div>
      {form.failure && (
        <div role="alert" className={styles.error}>
          <p>{form.failure}</p>
          {others.length > 0 && (
            <ul>
              {others.map(([path, message]) => (
                <li key={path}>
                  {path || t('cs_br_whole_value')}: {message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {form.saved && (
        <p role="status" className={styles.done}>
          {t('cs_br_saved')}
        </p>
      )}
    </div>
  );
}
