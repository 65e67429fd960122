import { useTranslation } from 'react-i18next';
import type { MahjongView } from './engine-views.ts';
import styles from './mahjong.module.css';
import { MahjongTiles } from './mahjong-tiles.tsx';
import { seatNo } from './pvp-model.ts';

/**
 * A mahjong seat's tiles: its concealed tiles (the player's own, everyone's once the hand
 * is over; otherwise how many lie face down), its melds, and its discards on the table.
 */
export function MahjongSeat({ view, seat }: { view: MahjongView; seat: number }) {
  const { t } = useTranslation();
  const s = view.seats.find((x) => x.seat === seat);
  if (!s) return null;
  const no = seatNo(seat);
  const mine = view.you === seat;
  return (
    <div className={styles.seat}>
      {s.tiles ? (
        <MahjongTiles
          tiles={s.tiles}
          label={mine ? t('pvp_mj_your_tiles') : t('pvp_mj_seat_tiles', { n: no })}
          highlight={mine ? view.drawn : null}
        />
      ) : (
        <p className={styles.hidden}>{t('pvp_mj_hidden', { n: s.tileCount })}</p>
      )}
      {s.melds.length > 0 && (
        <ul className={styles.melds} aria-label={t('pvp_mj_melds', { n: no })}>
          {s.melds.map((meld, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: melds are only ever added
            <li key={i} className={styles.meld}>
              <span className={styles.meldName}>
                {t(meld.concealed ? 'pvp_mj_meld_concealed' : `pvp_mj_meld_${meld.type}`)}
              </span>
              <MahjongTiles
                tiles={meld.tiles}
                label={t(meld.concealed ? 'pvp_mj_meld_concealed' : `pvp_mj_meld_${meld.type}`)}
              />
            </li>
          ))}
        </ul>
      )}
      {s.discards.length > 0 ? (
        <MahjongTiles tiles={s.discards} label={t('pvp_mj_discards', { n: no })} />
      ) : (
        <p className={styles.hidden}>{t('pvp_mj_no_discards')}</p>
      )}
    </div>
  );
}
