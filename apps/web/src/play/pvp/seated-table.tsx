import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePlaySession } from '../session/play-session.tsx';
import { ActionBar } from './action-bar.tsx';
import { engineViewOf } from './engine-views.ts';
import { type PvpState, pvpStateKey } from './get-pvp-state.ts';
import { HandResult } from './hand-result.tsx';
import { LeaveTable } from './leave-table.tsx';
import { MahjongActions } from './mahjong-actions.tsx';
import { MahjongResult } from './mahjong-result.tsx';
import type { PvpActed, PvpLeft } from './pvp-calls.ts';
import { PvpFairPanel } from './pvp-fair-panel.tsx';
import { choicesOf, resultOf, seatModels } from './pvp-model.ts';
import styles from './result.module.css';
import { TableHeader } from './table-header.tsx';
import { TableView } from './table-view.tsx';
import { usePvpSocket } from './use-pvp-socket.ts';

/**
 * The player's table once seated: its line (whose turn, the seconds left), the table,
 * the player's actions on their turn, the last hand's result, standing up, and the fair
 * panel. Follows the table's socket: each change is read again with the player's session.
 */
export function SeatedTable({
  table,
  state,
  receivedAt,
  refresh,
  onLeft,
}: {
  /** The table the player sits at (the state's `table`). */
  table: string;
  state: PvpState;
  receivedAt: number;
  refresh: () => void;
  onLeft: (left: PvpLeft) => void;
}) {
  const { t } = useTranslation();
  const { session } = usePlaySession();
  const client = useQueryClient();
  const link = usePvpSocket(table, refresh);
  const currency = session.currencySymbol;
  const { room, hand, lastHand, mySeat } = state;
  // The hand on, else the last one: its cards stay on the table until the next deal.
  const shown = hand ?? lastHand;
  const seats = seatModels(state, shown);
  const choices = choicesOf(room.engine, hand, mySeat);
  const result = resultOf(room.engine, lastHand, state.seats);
  const me = seats.find((s) => s.seat === mySeat);
  const view = engineViewOf(hand);
  const dealtMahjong = view?.game === 'mahjong' && view.you !== null;
  const stillInHand =
    hand !== null &&
    me !== undefined &&
    (me.cards.length > 0 || dealtMahjong) &&
    !me.flags.some((f) => f === 'folded' || f === 'lostCompare' || f === 'lostShow');

  // The action's answer is the hand after it: shown at once, then the table read again.
  const onActed = (acted: PvpActed) => {
    client.setQueryData(pvpStateKey(session.sessionId, room.roomId), (old?: PvpState) =>
      old
        ? acted.hand.over
          ? { ...old, hand: null, lastHand: acted.hand }
          : { ...old, hand: acted.hand }
        : old,
    );
    refresh();
  };

  return (
    <>
      <TableHeader state={state} receivedAt={receivedAt} reconnecting={link === 'reconnecting'} />
      <TableView hand={shown} seats={seats} currency={currency} />
      {hand && view?.game === 'mahjong' && choices.length > 0 && (
        <MahjongActions
          key={`${hand.id}:${hand.turnEndsAt}:${view.wallCount}:${view.lastDiscard?.tile}`}
          roomId={room.roomId}
          hand={hand}
          view={view}
          types={choices.map((c) => c.type)}
          onActed={onActed}
        />
      )}
      {hand && view?.game !== 'mahjong' && choices.length > 0 && (
        <ActionBar
          // A new turn is a new bar: an attempt left open never carries over to it.
          key={`${hand.id}:${hand.turnEndsAt}`}
          roomId={room.roomId}
          hand={hand}
          choices={choices}
          currency={currency}
          onActed={onActed}
        />
      )}
      {!hand && lastHand && <MahjongResult hand={lastHand} currency={currency} />}
      {!hand && result && <HandResult result={result} currency={currency} />}
      {mySeat !== null && (
        <LeaveTable
          roomId={room.roomId}
          engine={room.engine}
          stillInHand={stillInHand}
          onLeft={onLeft}
          refresh={refresh}
        />
      )}
      {/* The result stays readable while the next hand is played, folded away. */}
      {hand && result && (
        <details className={styles.earlier}>
          <summary className={styles.summary}>
            {t('pvp_result_title', { n: result.handNo })}
          </summary>
          {lastHand && <MahjongResult hand={lastHand} currency={currency} />}
          <HandResult result={result} currency={currency} />
        </details>
      )}
      <PvpFairPanel engine={room.engine} hand={hand} lastHand={lastHand} />
    </>
  );
}
