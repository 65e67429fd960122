import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MahjongRound } from '../model/recompute-pvp.ts';
import { HandsGrid } from './hands-grid.tsx';
import styles from './verify-page.module.css';

/** A tile code in words: "5 Bamboo", "Red dragon" (mahjong/README.md "Tiles"). */
export function mahjongTileText(t: TFunction, tile: string): string {
  const suit = tile[0];
  if (suit === 'm' || suit === 'p' || suit === 's') {
    return t(`verify_mj_tile_${suit}`, { n: Number(tile.slice(1)) });
  }
  return t(`verify_mj_tile_${tile}`, { defaultValue: tile });
}

/**
 * A mahjong hand dealt again: each seat's tiles at the deal (13, the dealer 14, in kind
 * order), the turn order from the dealer, and the whole wall the hand's deck keys, in the
 * order it is dealt and drawn.
 */
export function MahjongWallResult({ round }: { round: MahjongRound }) {
  const { t } = useTranslation();
  const { deal } = round;
  const seatName = (seat: number) =>
    t(seat === deal.button ? 'verify_pvp_seat_button' : 'verify_pvp_seat', { n: seat });
  return (
    <>
      <HandsGrid
        columns={[t('verify_mj_tiles')]}
        rows={deal.seats.map(({ seat, tiles }) => ({
          name: seatName(seat),
          cells: [tiles.map((tile) => mahjongTileText(t, tile)).join(', ')],
        }))}
      />
      <dl className={styles.facts}>
        <dt>{t('verify_mj_order')}</dt>
        <dd>{deal.order.map(seatName).join(', ')}</dd>
      </dl>
      <p>{t('verify_mj_wall_note')}</p>
      <details>
        <summary>{t('verify_mj_wall', { n: deal.wall.length })}</summary>
        <ol className={styles.slot} aria-label={t('verify_mj_wall', { n: deal.wall.length })}>
          {deal.wall.map((tile, p) => (
            // The wall's order is fixed: a tile's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            <li key={p}>{mahjongTileText(t, tile)}</li>
          ))}
        </ol>
      </details>
    </>
  );
}
