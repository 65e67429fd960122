import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { refusalText } from './bet-list.tsx';
import { chipValues, useBetSlip } from './bet-slip.ts';
import type { TableLimits } from './get-table-limits.ts';

/**
 * A table's chips and bet slip: the chip in hand, placing it on a spot (bet type
 * `typeOf(key)`), the stake on each spot, and the notice when the limits refuse a chip.
 */
export function useTableSlip<K extends string>(
  limits: TableLimits,
  label: (key: string) => string,
  typeOf: (key: K) => string,
) {
  const { t } = useTranslation();
  const { session } = usePlaySession();
  const chips = chipValues(limits);
  const [chip, setChip] = useState(chips[0] ?? 1);
  const [notice, setNotice] = useState('');
  const slip = useBetSlip<K>(limits);
  const money = (major: number) => moneyText(major, session.currencySymbol);

  const place = (key: K) => {
    const refusal = slip.add(key, typeOf(key), chip);
    setNotice(refusal ? refusalText(refusal, label, money, t) : '');
  };
  const stakeOn = (key: K) => slip.entries.find((e) => e.key === key)?.stake ?? 0;
  return { chips, chip, setChip, notice, slip, place, stakeOn };
}
