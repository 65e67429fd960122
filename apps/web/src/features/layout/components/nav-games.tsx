import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useIsTrial, useLoggedIn } from '../../../lib/session-store.ts';
import { type Game, launchTarget, useGameList, useHotGames } from '../../lobby/index.ts';
import { type MenuVendor, type NavCategory, vendorHref } from '../../system/index.ts';
import styles from './nav.module.css';

/** Product §9: the header game menu asks 21 games, then 18 after a page change. */
export const FIRST_PAGE_SIZE = 21;
export const NEXT_PAGE_SIZE = 18;
/**
 * The games of the provider a dropdown points at: the catalogue page by page for a
 * logged-in player (a token call), the provider's hot games for a visitor. A click
 * launches as the lobby does. Asked for only once the dropdown opens, so a page view
 * costs no game calls.
 */
export function NavGames({
  category,
  vendor,
  active,
}: {
  category: NavCategory;
  vendor: MenuVendor;
  /** The dropdown is open: only then are its games asked for. */
  active: boolean;
}) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const trial = useIsTrial();
  const openDialog = useDialogs((s) => s.openDialog);
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const list = useGameList(
    {
      vassalage: vendor.vassalage,
      gameType: category.code,
      pageNo,
      pageSize: pageNo === 1 ? FIRST_PAGE_SIZE : NEXT_PAGE_SIZE,
    },
    active && loggedIn,
  );
  const hot = useHotGames({ vassalage: vendor.vassalage, isPlatform: '2' }, active && !loggedIn);
  const games: Game[] = (loggedIn ? list.data?.games : hot.data?.list) ?? [];
  const totalPages = loggedIn ? (list.data?.totalPages ?? 1) : 1;

  const play = (game: Game) => {
    const target = launchTarget(game, 'real', { loggedIn, trial });
    if (target.kind === 'login') openDialog('login', 'username');
    else if (target.kind === 'route') navigate(target.to);
    // A vassalage game lists its provider's games and a PVP game asks for a room: the
    // lobby tab does both.
    else navigate(vendorHref(category, vendor.vassalage));
  };

  if (games.length === 0) return null;
  const label = t('nav_games', { name: vendor.displayName });
  return (
    <section className={styles.games} aria-label={label}>
      <ul className={styles.gameList}>
        {games.map((game) => (
          <li key={game.gameId}>
            <button type="button" className={styles.game} onClick={() => play(game)}>
              {game.gameName}
            </button>
          </li>
        ))}
      </ul>
      {totalPages > 1 && (
        <div className={styles.gamePages}>
          <button
            type="button"
            disabled={pageNo === 1}
            onClick={() => setPageNo((n) => n - 1)}
            aria-label={t('nav_games_previous', { name: vendor.displayName })}
          >
            ‹
          </button>
          <button
            type="button"
            disabled={pageNo >= totalPages}
            onClick={() => setPageNo((n) => n + 1)}
            aria-label={t('nav_games_next', { name: vendor.displayName })}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
