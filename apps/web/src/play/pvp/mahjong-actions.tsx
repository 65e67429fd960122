import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaySession } from '../session/play-session.tsx';
import styles from './actions.module.css';
import type { MahjongView } from './engine-views.ts';
import type { PvpHand } from './get-pvp-state.ts';
import own from './mahjong.module.css';
import { mahjongActionName, tileWords } from './mahjong-words.ts';
import { PvpAlert } from './pvp-alert.tsx';
import { type PvpActed, usePvpAct } from './pvp-calls.ts';

/**
 * The player's mahjong turn: on its turn each concealed tile is a button that discards it
 * (the tile just drawn marked), with a self-drawn win or a kong when open; on another's
 * discard its claims (win, pong, kong, chow) and pass. One press, one action with its own
 * requestId; keyed by the turn (seated-table.tsx).
 */
export function MahjongActions({
  roomId,
  hand,
  view,
  types,
  onActed,
}: {
  roomId: string;
  hand: PvpHand;
  view: MahjongView;
  /** The player's action types now (its `toAct` entry). */
  types: string[];
  onActed: (acted: PvpActed) => void;
}) {
  const { t } = useTranslation();
  const { ended } = usePlaySession();
  const act = usePvpAct(onActed);
  const titleId = useId();
  const disabled = act.busy || ended;
  const send = (action: string) => act.play({ roomId, handId: hand.id, action });
  const discards = new Set(types.filter((x) => x.startsWith('discard:')));
  const others = types.filter((x) => !x.startsWith('discard:'));
  const tiles = view.seats.find((s) => s.seat === view.you)?.tiles ?? [];
  const drawnAt = view.drawn === null ? -1 : tiles.lastIndexOf(view.drawn);
  const claimed = view.phase === 'claim' ? (view.lastDiscard?.tile ?? null) : null;
  return (
    <section className={`${styles.bar} ${own.bar}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('pvp_actions_title')}
      </h2>
      {claimed && (
        <p className={own.claimed}>
          {t('pvp_mj_discarded', {
            n: (view.lastDiscard?.seat ?? 0) + 1,
            tile: tileWords(t, claimed),
          })}
        </p>
      )}
      {others.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: buttons that act, not form fields
        <div role="group" aria-label={t('pvp_mj_claim_group')} className={styles.choices}>
          {others.map((type) => (
            <button
              key={type}
              type="button"
              className={`${styles.choice} ${type === 'pass' ? styles.quiet : ''}`}
              disabled={disabled}
              onClick={() => send(type)}
            >
              {mahjongActionName(t, type, claimed)}
            </button>
          ))}
        </div>
      )}
      {discards.size > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: buttons that act, not form fields
        <div role="group" aria-label={t('pvp_mj_discard_group')} className={own.discards}>
          {tiles.map((tile, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: tiles repeat; the hand is redrawn whole
              key={`${tile}:${i}`}
              type="button"
              className={`${own.tileButton} ${own[`suit_${tile[0]}`] ?? ''} ${i === drawnAt ? own.marked : ''}`}
              disabled={disabled || !discards.has(`discard:${tile}`)}
              aria-label={t('pvp_mj_discard', { tile: tileWords(t, tile) })}
              onClick={() => send(`discard:${tile}`)}
            >
              {tileWords(t, tile)}
            </button>
          ))}
        </div>
      )}
      {view.drawn && discards.size > 0 && (
        <p className={own.claimed}>{t('pvp_mj_drawn', { tile: tileWords(t, view.drawn) })}</p>
      )}
      {act.busy && <p className={styles.sending}>{t('pvp_sending')}</p>}
      <PvpAlert error={act.error} call="act" canRetry={act.canRetry} onRetry={act.retry} />
    </section>
  );
}
