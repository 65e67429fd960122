import { BACCARAT_BETS } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { RoundAlert } from '../frame/round-alert.tsx';
import { moneyText, toMajor } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { ChipSelect } from '../tables/chip-select.tsx';
import type { TableLimits } from '../tables/get-table-limits.ts';
import { SlipActions } from '../tables/slip-actions.tsx';
import { TableLimitsGate } from '../tables/table-limits-gate.tsx';
import { useTableSlip } from '../tables/use-table-slip.ts';
import styles from './baccarat.module.css';
import { BaccaratHeadline, BaccaratResult } from './baccarat-result.tsx';
import { useBaccaratDeal } from './deal-baccarat.ts';

export type BetType = (typeof BACCARAT_BETS)[number];

/** What each bet pays, as the table shows it (banker 0.95:1 after its 5% commission). */
export const PAYOUTS: Record<BetType, string> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
};

export function BaccaratGame() {
  return (
    <TableLimitsGate>{(limits) => <BaccaratTable limits={limits.baccarat} />}</TableLimitsGate>
  );
}

function BaccaratTable({ limits }: { limits: TableLimits }) {
  const { t } = useTranslation();
  const { session, ended } = usePlaySession();
  const label = (key: string) => t(`play_bac_${key}`);
  const { chips, chip, setChip, notice, slip, place, stakeOn } = useTableSlip<BetType>(
    limits,
    label,
    (type) => type,
  );
  const round = useBaccaratDeal();
  const busy = round.busy || ended;

  return (
    <section className={styles.table} aria-label={t('play_bac_table')}>
      <ChipSelect
        chips={chips}
        value={chip}
        onChange={setChip}
        currency={session.currencySymbol}
        disabled={round.busy}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: buttons that place chips, not form fields */}
      <div className={styles.spots} role="group" aria-label={t('play_bac_bets')}>
        {BACCARAT_BETS.map((type) => {
          const stake = stakeOn(type);
          return (
            <button
              key={type}
              type="button"
              className={`${styles.spot} ${styles[type] ?? ''}`}
              disabled={busy}
              onClick={() => place(type)}
            >
              <span className={styles.spotName}>{label(type)}</span>{' '}
              <span className={styles.payout}>{t('play_bac_pays', { payout: PAYOUTS[type] })}</span>
              {stake > 0 && (
                <span className={styles.stake} aria-hidden="true">
                  {moneyText(toMajor(stake), '')}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <SlipActions
        notice={notice}
        entries={slip.entries}
        total={slip.total}
        label={label}
        onRemove={slip.remove}
        onClear={slip.clear}
        currency={session.currencySymbol}
        playing={round.busy}
        busy={busy}
        action={round.busy ? t('play_dealing') : t('play_deal')}
        outcome={
          round.result && (
            <BaccaratHeadline round={round.result} currency={session.currencySymbol} />
          )
        }
        onPlay={() =>
          round.play({
            bets: slip.entries.map((e) => ({ type: e.key, stake: toMajor(e.stake) })),
          })
        }
      />
      <RoundAlert error={round.error} canRetry={round.canRetry} onRetry={round.retry} />
      {round.result && <BaccaratResult round={round.result} currency={session.currencySymbol} />}
    </section>
  );
}
