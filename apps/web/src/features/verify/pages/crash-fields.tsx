import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrashInput } from '../model/recompute-crash.ts';

/** The crash round's fields: its revealed hash, the chain's salt and terminating hash. */
export function CrashFields({
  value,
  onChange,
}: {
  value: CrashInput;
  onChange: (next: CrashInput) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: keyof CrashInput, label: string) => (
    <>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={value[name]}
        spellCheck={false}
        autoComplete="off"
        onChange={(e) => onChange({ ...value, [name]: e.target.value })}
      />
    </>
  );
  return (
    <>
      {field('hash', t('verify_crash_hash'))}
      {field('salt', t('verify_crash_salt'))}
      {field('terminatingHash', t('verify_crash_terminating'))}
    </>
  );
}
