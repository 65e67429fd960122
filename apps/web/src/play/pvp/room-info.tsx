import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import type { PvpRoom } from './get-pvp-state.ts';
import styles from './pvp.module.css';
import { engineName, percentOfBps, stakeName } from './pvp-words.ts';

/** The room before sitting down: its game, stake, buy-in range, seats, rake and turn time. */
export function RoomInfo({ room }: { room: PvpRoom }) {
  const { t } = useTranslation();
  const { session } = usePlaySession();
  const money = (n: number) => moneyText(n, session.currencySymbol);
  const titleId = useId();
  const facts: [string, string][] = [
    [t('pvp_room_game'), engineName(t, room.engine)],
    [stakeName(t, room.engine), money(room.stake)],
    [
      t('pvp_room_buy_in'),
      t('pvp_range', { min: money(room.minBuyIn), max: money(room.maxBuyIn) }),
    ],
    [t('pvp_room_seats'), String(room.seats)],
    [
      t('pvp_room_rake'),
      t('pvp_room_rake_cap', { percent: percentOfBps(room.rakeBps), cap: money(room.rakeCap) }),
    ],
    [t('pvp_room_turn'), t('pvp_seconds', { seconds: Math.round(room.turnMs / 1000) })],
  ];
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('pvp_room_title', { name: room.name })}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([name, value]) => (
          <div key={name} className={styles.fact}>
            <dt>{name}</dt>
            <dd dir="ltr">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Hold'em's "no flop, no drop": said here, as players ask before they sit. */}
      {room.engine === 'holdem' && <p className={styles.muted}>{t('pvp_room_rake_holdem')}</p>}
    </section>
  );
}
