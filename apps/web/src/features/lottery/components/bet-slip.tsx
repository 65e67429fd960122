import {
  type BodyOf,
  MAX_CHASE_DRAWS,
  type placeLotteryBets,
  type ValueOf,
} from '@gamehall/contract';
import { findPlayType } from '@gamehall/games';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { outcomeUnknown } from '../../../lib/idempotent-attempt.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { useSiteConfig } from '../../system/index.ts';
import type { LotteryGame } from '../api/get-lottery-game.ts';
import { usePlaceLotteryBets } from '../api/place-lottery-bets.ts';
import { readChase, type Slip } from '../hooks/use-slip.ts';
import { typesNumbersById } from '../model/board.ts';
import { totalStake } from '../model/chase.ts';
import { playTypeName, selectionText } from '../model/labels.ts';
import { toMajor } from '../model/preview.ts';
import { ChasePanel } from './chase-panel.tsx';
import { ConfirmBets } from './confirm-bets.tsx';
import styles from './slip.module.css';

export type PlaceBody = Omit<BodyOf<typeof placeLotteryBets>, 'requestId'>;
type Placed = ValueOf<typeof placeLotteryBets>;
type Outcome = { placed: Placed } | { error: unknown; body: PlaceBody };

/**
 * The slip: the bets added from the board (remove one, clear), a chase, and "Place bets"
 * with a confirmation of the total. A visitor is asked to log in instead.
 */
export function BetSlip({ slip, game, symbol }: { slip: Slip; game: LotteryGame; symbol: string }) {
  const { t } = useTranslation();
  const id = useId();
  const loggedIn = useLoggedIn();
  const openDialog = useDialogs((s) => s.openDialog);
  const client = useQueryClient();
  const place = usePlaceLotteryBets();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const timeZone = useSiteConfig().data?.timeZone;
  const money = (major: number) => formatMoneyWith(major, symbol);
  const draw = game.draws[0];
  const maxDraws = Math.min(game.maxChaseDraws, MAX_CHASE_DRAWS);
  const chase = slip.chase.on ? readChase(slip.chase, maxDraws, game.maxMultiplier) : null;
  const multipliers = chase?.ok ? chase.multipliers : null;
  const total = totalStake(slip.bets, multipliers);
  const ready = slip.bets.length > 0 && draw !== undefined && (chase === null || chase.ok);

  const body = (issue: string): PlaceBody => ({
    gameCode: game.gameCode,
    issue,
    bets: slip.bets.map(({ playType, selection, unit, multiplier }) => ({
      playType,
      selection,
      unit,
      multiplier,
    })),
    ...(chase?.ok
      ? {
          chase: {
            draws: chase.draws,
            multipliers: chase.multipliers,
            stopOnWin: chase.stopOnWin,
          },
        }
      : {}),
  });

  const send = async (sent: PlaceBody) => {
    setOutcome(null);
    try {
      const placed = await place.submit(sent);
      setOutcome({ placed });
      slip.clear();
    } catch (error) {
      setOutcome({ error, body: sent });
      // Its cut-off passed: the page shows the draw taking bets now; the slip stays.
      if (error instanceof ApiError && error.code === 'BETTING_CLOSED') {
        void client.invalidateQueries({ queryKey: ['lottery', 'game', game.gameCode] });
      }
    } finally {
      setConfirming(false);
    }
  };

  const onPlace = () => {
    if (!loggedIn) openDialog('login', 'username');
    else setConfirming(true);
  };

  return (
    <section className={styles.slip} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('lt_slip', { count: slip.bets.length })}
      </h2>
      {slip.bets.length === 0 ? (
        <p className={styles.muted}>{t('lt_slip_empty')}</p>
      ) : (
        <>
          <ol className={styles.bets}>
            {slip.bets.map((bet, i) => {
              const type = findPlayType(bet.playType);
              const name = playTypeName(t, bet.playType, type?.name ?? bet.playType);
              return (
                <li key={bet.key} className={styles.bet}>
                  <div className={styles.betText}>
                    <strong>{name}</strong>
                    <span className={styles.picks}>
                      {selectionText(t, bet.selection, { numbers: typesNumbersById(bet.playType) })}
                    </span>
                    <span className={styles.muted}>
                      {t('lt_slip_line', {
                        bets: t('lt_bets', { count: bet.betCount }),
                        unit: money(bet.unit),
                        multiplier: bet.multiplier,
                        stake: money(toMajor(bet.stake)),
                      })}
                    </span>
                  </div>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('lt_remove_label', { n: i + 1, name })}
                    onClick={() => slip.remove(bet.key)}
                  >
                    {t('lt_remove')}
                  </button>
                </li>
              );
            })}
          </ol>
          <button type="button" className={styles.link} onClick={slip.clear}>
            {t('lt_clear_slip')}
          </button>
        </>
      )}
      <ChasePanel
        slip={slip}
        draws={game.draws}
        maxDraws={maxDraws}
        maxMultiplier={game.maxMultiplier}
        reading={chase}
      />
      <p className={styles.total}>
        {t('lt_total', { total: money(toMajor(total)) })}
        {multipliers && ` · ${t('lt_total_chase', { count: multipliers.length })}`}
      </p>
      <button
        type="button"
        className={styles.primary}
        disabled={!ready || place.isPending}
        onClick={onPlace}
      >
        {loggedIn ? t('lt_place') : t('lt_place_login')}
      </button>
      {outcome && 'placed' in outcome && (
        <p role="status" className={styles.placed}>
          {t('lt_placed', {
            bets: t('lt_bets', { count: outcome.placed.bets.length }),
            order: outcome.placed.orderId,
            stake: money(outcome.placed.stake),
            balance: money(outcome.placed.balance),
          })}
        </p>
      )}
      {outcome && 'error' in outcome && (
        <div role="alert" className={styles.problem}>
          <p>{errorText(outcome.error, t, 'lotteryBet', { currencySymbol: symbol, timeZone })}</p>
          {outcomeUnknown(outcome.error) && (
            <button
              type="button"
              className={styles.link}
              disabled={place.isPending}
              onClick={() => void send(outcome.body)}
            >
              {t('lt_retry')}
            </button>
          )}
        </div>
      )}
      {confirming && draw && (
        <ConfirmBets
          issue={draw.issue}
          bets={slip.bets.length}
          draws={multipliers?.length ?? 1}
          stopOnWin={chase?.ok ? chase.stopOnWin : false}
          total={money(toMajor(total))}
          busy={place.isPending}
          onConfirm={() => void send(body(draw.issue))}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
