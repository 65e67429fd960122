import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFrameTick } from '../crash/clock.ts';
import { moneyText } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { engineViewOf } from './engine-views.ts';
import type { PvpState } from './get-pvp-state.ts';
import styles from './pvp.module.css';
import { clockOffset, seatNo, secondsLeft } from './pvp-model.ts';
import { engineName, stakeName } from './pvp-words.ts';

/**
 * The table in one line: the room and its stake, the hand's number, and whose turn it is
 * with the seconds left on the server's clock (the page's status, announced as it
 * changes) — or what the table waits for between hands.
 */
export function TableHeader({
  state,
  receivedAt,
  reconnecting,
}: {
  state: PvpState;
  receivedAt: number;
  reconnecting: boolean;
}) {
  const { t } = useTranslation();
  const { session } = usePlaySession();
  const { room, hand } = state;
  const offset = clockOffset(state.serverTime, receivedAt);
  const turnEndsAt = hand?.turnEndsAt ?? null;
  useFrameTick(() => String(secondsLeft(turnEndsAt, offset)), turnEndsAt !== null);
  const mine = hand?.toAct.some((a) => a.seat === state.mySeat) ?? false;
  return (
    <div className={`${styles.head} ${mine ? styles.myTurn : ''}`}>
      <p className={styles.roomLine}>
        {room.name} · {engineName(t, room.engine)} · {stakeName(t, room.engine)}{' '}
        <span dir="ltr">{moneyText(room.stake, session.currencySymbol)}</span>
      </p>
      {hand && <p className={styles.handNo}>{t('pvp_hand_no', { n: hand.nonce })}</p>}
      <p role="status" aria-atomic="true" className={styles.phase}>
        {statusText(t, state, secondsLeft(turnEndsAt, offset))}
      </p>
      {reconnecting && <p className={styles.hint}>{t('live_reconnecting')}</p>}
    </div>
  );
}

function statusText(t: TFunction, state: PvpState, seconds: number | null): string {
  const { hand } = state;
  if (state.mySeat === null) return t('pvp_sitting_down');
  if (!hand) {
    const players = state.seats.filter((s) => !s.away && !s.leaving).length;
    const needed = state.room.engine === 'mahjong' ? 4 : 2;
    if (players >= needed) return t('pvp_next_hand');
    return needed === 2
      ? t('pvp_waiting_players')
      : t('pvp_waiting_players_n', { n: needed - players });
  }
  const acting = hand.toAct.map((a) => a.seat);
  const s = seconds ?? 0;
  if (acting.includes(state.mySeat)) return t('pvp_turn_you', { seconds: s });
  // Mahjong tells no one else who may claim: its view says whose turn or discard it is.
  const view = engineViewOf(hand);
  if (view?.game === 'mahjong') {
    return view.phase === 'claim'
      ? t('pvp_mj_waiting_claims', { n: seatNo(view.turn), seconds: s })
      : t('pvp_turn_seat', { n: seatNo(view.turn), seconds: s });
  }
  if (acting.length === 1) return t('pvp_turn_seat', { n: seatNo(acting[0] ?? 0), seconds: s });
  return t('pvp_turn_seats', { seats: acting.map(seatNo).join(', '), seconds: s });
}
