import type { ComponentProps } from 'react';
import { BetList } from './bet-list.tsx';
import tableStyles from './tables.module.css';

type Props<K extends string> = Omit<ComponentProps<typeof BetList<K>>, 'disabled'> & {
  /** Why the last chip was refused, if it was. */
  notice: string;
  /** A round is in flight (the list is locked). */
  playing: boolean;
  /** Nothing may be played (in flight, or the session ended). */
  busy: boolean;
  action: string;
  onPlay: () => void;
};

/** Under a table: the refusal notice, the bets placed, and the button that plays them. */
export function SlipActions<K extends string>({
  notice,
  playing,
  busy,
  action,
  onPlay,
  ...list
}: Props<K>) {
  return (
    <>
      {notice && (
        <p role="status" className={tableStyles.notice}>
          {notice}
        </p>
      )}
      <BetList {...list} disabled={playing} />
      <button
        type="button"
        className={tableStyles.action}
        disabled={busy || list.entries.length === 0}
        onClick={onPlay}
      >
        {action}
      </button>
    </>
  );
}
