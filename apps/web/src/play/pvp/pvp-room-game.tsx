import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionEnded } from '../session/play-error.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { BuyInForm } from './buy-in-form.tsx';
import { pvpStateQuery } from './get-pvp-state.ts';
import styles from './pvp.module.css';
import { PvpAlert } from './pvp-alert.tsx';
import type { PvpLeft } from './pvp-calls.ts';
import { RoomInfo } from './room-info.tsx';
import { SeatedTable } from './seated-table.tsx';

/**
 * A PVP card room (decision 036): zha jin hua, hold'em or niu niu with banker grab, by the
 * session's engine, in the room the lobby picked. Not seated: the room and a buy-in;
 * seated: the table, the player's turn, the last hand's result. Lazy (play-app.tsx): its
 * own chunk.
 */
export default function PvpRoomGame({ room }: { room: string }) {
  const { t } = useTranslation();
  // Every call names the room: without one there is nothing to ask the server.
  if (!room) {
    return (
      <div role="alert" className={styles.notice}>
        <p>{t('pvp_no_room')}</p>
      </div>
    );
  }
  return <RoomGame roomId={room} />;
}

function RoomGame({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const { session, end, moved } = usePlaySession();
  const state = useQuery(pvpStateQuery(session.sessionId, roomId));
  const { refetch, data, error } = state;
  const refresh = useCallback(() => void refetch(), [refetch]);
  // The last stand-up's answer: said until the player sits down again.
  const [left, setLeft] = useState<PvpLeft | null>(null);

  useEffect(() => {
    if (isSessionEnded(error)) end();
  }, [error, end]);
  // The balance as the server has it now (buy-ins out, pay-backs in): the frame shows it
  // and tells the site, whose header then reads it again.
  useEffect(() => {
    if (data) moved(data.balance);
  }, [data, moved]);

  if (state.isPending) return <p role="status">{t('play_loading_game')}</p>;
  // A later read that fails keeps the table on screen with what it had.
  if (!data) return <PvpAlert error={error} call="state" canRetry onRetry={refresh} />;

  const onLeft = (answer: PvpLeft) => {
    setLeft(answer);
    moved(answer.balance);
    refresh();
  };
  const { table } = data;
  const seated = table !== null;
  return (
    <section
      className={styles.game}
      aria-label={t('pvp_room_region', { room: data.room.name })}
      data-engine={data.room.engine}
    >
      {left && (
        <p role="status" className={styles.note}>
          {t(left.left || !seated ? 'pvp_left_now' : 'pvp_left_later')}
        </p>
      )}
      {seated ? (
        <SeatedTable
          table={table}
          state={data}
          receivedAt={state.dataUpdatedAt}
          refresh={refresh}
          onLeft={onLeft}
        />
      ) : (
        <>
          <RoomInfo room={data.room} />
          <BuyInForm
            room={data.room}
            onSat={(sat) => {
              setLeft(null);
              moved(sat.balance);
              refresh();
            }}
          />
        </>
      )}
      {state.isRefetchError && <PvpAlert error={error} call="state" />}
    </section>
  );
}
