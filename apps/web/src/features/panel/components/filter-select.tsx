import { PLAYER_TX_TYPES, type TxType } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from './field.tsx';

export interface FilterSelectProps<T extends string> {
  label: string;
  /** The first option's text, which filters nothing ("All"). */
  all: string;
  options: readonly (readonly [value: T, text: string])[];
  /** The value chosen; '' for all. */
  value: T | '';
  onChange: (value: T | '') => void;
  className?: string;
}

/** A record page's filter of one kind: all, or one of `options`. */
export function FilterSelect<T extends string>({
  label,
  all,
  options,
  value,
  onChange,
  className,
}: FilterSelectProps<T>) {
  return (
    <SelectField
      label={label}
      className={className}
      value={value}
      onChange={(e) => onChange(e.target.value as T | '')}
    >
      <option value="">{all}</option>
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}

/** The account records' filter by transaction type (a member's own, an agent's team's). */
export function TxTypeSelect(
  props: Pick<FilterSelectProps<TxType>, 'value' | 'onChange' | 'className'>,
) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('mn_tx_type')}
      all={t('mn_tx_all')}
      options={PLAYER_TX_TYPES.map((tx) => [tx, t(`mn_tx_${tx}`)] as const)}
      {...props}
    />
  );
}
