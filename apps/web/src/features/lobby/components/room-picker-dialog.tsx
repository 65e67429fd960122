import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import { usePvpRooms } from '../api/get-pvp-rooms.ts';
import type { RoomChoice } from '../hooks/use-launch.ts';
import styles from './room-picker-dialog.module.css';

interface Props {
  choice: RoomChoice | null;
  onClose: () => void;
  /** Launches the game in the room picked ('' when the game has no rooms). */
  onPick: (choice: RoomChoice, roomId: string) => void;
}

/** A PVP game's rooms (stake tiers, GLS2_roomList): the player picks where to sit. */
export function RoomPickerDialog({ choice, onClose, onPick }: Props) {
  const { t } = useTranslation();
  const rooms = usePvpRooms({ gameId: choice?.game.gameId ?? 0 }, choice !== null);
  const list = rooms.data?.list ?? [];
  const money = (n: number) => n.toFixed(2);
  return (
    <Dialog
      open={choice !== null}
      onClose={onClose}
      title={choice ? t('games_pick_room', { game: choice.game.gameName }) : ''}
      width={520}
    >
      {choice && rooms.isPending && <p role="status">{t('games_rooms_loading')}</p>}
      {choice && rooms.isError && (
        <p role="alert">
          {t('games_rooms_failed')}{' '}
          <button type="button" className={styles.link} onClick={() => void rooms.refetch()}>
            {t('games_retry')}
          </button>
        </p>
      )}
      {choice && rooms.isSuccess && list.length === 0 && (
        <button type="button" className={styles.room} onClick={() => onPick(choice, '')}>
          {t('games_play_now')}
        </button>
      )}
      {choice && list.length > 0 && (
        <ul className={styles.rooms} aria-label={t('games_rooms')}>
          {list.map((room) => (
            <li key={room.roomId}>
              <button
                type="button"
                className={styles.room}
                onClick={() => onPick(choice, room.roomId)}
                aria-label={t('games_enter_room', { room: room.nodeName })}
              >
                <strong>{room.nodeName}</strong>
                <span>
                  {t('games_room_stakes', { min: money(room.minBet), max: money(room.maxBet) })}
                </span>
                <span>{t('games_room_seats', { count: room.seats })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
