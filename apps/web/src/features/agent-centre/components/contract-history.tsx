import type { Contract } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { RecordTable, useBrandTime } from '../../panel/index.ts';

/** The history actions the server records (product §4; decision 027). */
const ACTIONS = new Set([
  'OFFER',
  'ACCEPT',
  'REJECT',
  'TERMINATE',
  'REQUEST_TERMINATION',
  'AUTO_TERMINATED',
  'HOUSE_CONTRACT',
  'REPLACED',
]);

/** Entries the platform itself made; the other entries with no member are the house's. */
const AUTOMATIC = new Set(['AUTO_TERMINATED']);

/**
 * A contract's history, newest first: when (brand time), what (in words) and who (an
 * account, the house, or the platform for an automatic end).
 */
export function ContractHistory({ contract, caption }: { contract: Contract; caption: string }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const rows = contract.history.map((entry, index) => ({ ...entry, index })).reverse();
  const who = (entry: Contract['history'][number]) =>
    entry.by ?? t(AUTOMATIC.has(entry.action) ? 'ac_by_platform' : 'ac_by_house');
  return (
    <RecordTable
      caption={caption}
      rows={rows}
      rowKey={(e) => String(e.index)}
      columns={[
        { header: t('ac_when'), cell: (e) => time(e.at) },
        {
          header: t('ac_action'),
          cell: (e) => (ACTIONS.has(e.action) ? t(`ac_action_${e.action}`) : e.action),
        },
        { header: t('ac_by'), cell: who },
      ]}
    />
  );
}
