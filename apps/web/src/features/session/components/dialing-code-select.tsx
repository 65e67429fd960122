import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries, useStatus } from '../../system/index.ts';
import styles from './forms.module.css';

export interface DialingCodeSelectProps {
  value: string;
  onChange: (code: string) => void;
  /** Accessible name; "Dialing code" by default. */
  label?: string;
  className?: string;
  disabled?: boolean;
}

const plus = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/**
 * Country dialing codes from the countries call. With no value yet it picks the
 * visitor's country (from the status call's location), else the first entry: the brand's
 * home country, which the server lists first.
 */
export function DialingCodeSelect({
  value,
  onChange,
  label,
  className,
  disabled,
}: DialingCodeSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const { data: countries = [], isPending } = useCountries();
  const here = useStatus().data?.location.country;

  useEffect(() => {
    if (value || countries.length === 0) return;
    const local = countries.find((c) => c.countryCode.toUpperCase() === here?.toUpperCase());
    const pick = local ?? countries[0];
    if (pick) onChange(pick.countryDialingCode);
  }, [value, countries, here, onChange]);

  return (
    <div className={`${styles.dialing} ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('auth_dialing_code')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled || isPending}
        onChange={(e) => onChange(e.target.value)}
      >
        {value === '' && <option value="">{plus('')}</option>}
        {countries.map((c) => (
          <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
            {`${plus(c.countryDialingCode)} ${c.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
