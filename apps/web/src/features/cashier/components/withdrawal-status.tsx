import type { WithdrawalStatus } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag, type Tone } from '../../panel/index.ts';

const tones: Record<WithdrawalStatus, Tone> = {
  PENDING: 'waiting',
  REJECTED: 'bad',
  PAID: 'waiting',
  RECEIVED: 'good',
  NOT_RECEIVED: 'bad',
  PARTIAL: 'waiting',
  REFUNDED: 'plain',
  FORCED: 'plain',
};

/** Where a withdrawal stands, as its list and the account record both show it. */
export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return <StatusTag tone={tones[status]}>{t(`mn_withdrawal_${status}`)}</StatusTag>;
}
