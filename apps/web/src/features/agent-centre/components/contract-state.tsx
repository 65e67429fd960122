import type { ContractState } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag, type Tone } from '../../panel/index.ts';

/** Waiting: someone still has to decide; good: in force; bad: refused; plain: ended. */
const TONES: Record<ContractState, Tone> = {
  OFFERED: 'waiting',
  ACTIVE: 'good',
  REJECTED: 'bad',
  TERMINATION_REQUESTED: 'waiting',
  TERMINATED: 'plain',
};

/** A contract's state in words, its colour backing them. */
export function ContractStateTag({ state }: { state: ContractState }) {
  const { t } = useTranslation();
  return <StatusTag tone={TONES[state]}>{t(`ac_state_${state}`)}</StatusTag>;
}
