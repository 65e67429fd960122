import type { ComponentProps, ReactNode } from 'react';
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
  /** The last round's outcome in one line, shown beside the button that plays the next. */
  outcome?: ReactNode;
};

/**
 * Beside a table: the refusal notice, the bets placed, and a dock with the last outcome and
 * the button that plays them. On a phone the dock stays at the foot of the screen, so the
 * action and the outcome are in sight however long the table is.
 */
export function SlipActions<K extends string>({
  notice,
  playing,
  busy,
  action,
  onPlay,
  outcome,
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
      <div className={tableStyles.dock}>
        {outcome}
        <button
          type="button"
          className={tableStyles.action}
          disabled={busy || list.entries.length === 0}
          onClick={onPlay}
        >
          {action}
        </button>
      </div>
    </>
  );
}
