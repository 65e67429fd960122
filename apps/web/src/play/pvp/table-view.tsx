import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { engineViewOf } from './engine-views.ts';
import type { PvpHand } from './get-pvp-state.ts';
import { HoldemDetail } from './holdem-detail.tsx';
import { MahjongDetail } from './mahjong-detail.tsx';
import { MahjongSeat } from './mahjong-seat.tsx';
import { NiuniuDetail } from './niuniu-detail.tsx';
import { potOf, type SeatModel } from './pvp-model.ts';
import { SeatView } from './seat-view.tsx';
import styles from './table.module.css';
import { ZhajinhuaDetail } from './zhajinhua-detail.tsx';

/**
 * The table: in the middle the pot and what the game shows for everyone (the board, the
 * stake, the banker), round it every seat of the room in seat order — the player's own
 * highlighted, the seat to act marked.
 */
export function TableView({
  hand,
  seats,
  currency,
}: {
  /** The hand on, else the last one (its cards stay on the table until the next deal). */
  hand: PvpHand | null;
  seats: SeatModel[];
  currency: string;
}) {
  const { t } = useTranslation();
  const view = engineViewOf(hand);
  const pot = potOf(hand);
  return (
    <section className={styles.table} aria-label={t('pvp_table')}>
      <div className={styles.felt}>
        {pot !== null && (
          <p className={styles.pot}>
            {t('pvp_pot')} <strong dir="ltr">{moneyText(pot, currency)}</strong>
          </p>
        )}
        {view?.game === 'zhajinhua' && <ZhajinhuaDetail view={view} currency={currency} />}
        {view?.game === 'holdem' && <HoldemDetail view={view} currency={currency} />}
        {view?.game === 'niuniu-grab' && <NiuniuDetail view={view} currency={currency} />}
        {view?.game === 'mahjong' && <MahjongDetail view={view} currency={currency} />}
      </div>
      <ul className={styles.seats} aria-label={t('pvp_seats')}>
        {seats.map((seat) => (
          <li key={seat.seat}>
            <SeatView seat={seat} currency={currency}>
              {view?.game === 'mahjong' && <MahjongSeat view={view} seat={seat.seat} />}
            </SeatView>
          </li>
        ))}
      </ul>
    </section>
  );
}
