import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { gameListQuery, launchTarget } from '../../lobby/index.ts';
import { type MenuVendor, type NavCategory, vendorHref } from '../../system/index.ts';

/**
 * Product §2: a vendor-type menu (sports, e-sports, lottery) launches the provider itself,
 * its one game (a sportsbook, a lottery hall), by the same launch rules as a lobby tile.
 * A vendor without a game to launch opens its category page, which says so.
 */
export function useVendorLaunch() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (category: NavCategory, vendor: MenuVendor) => {
      const fallback = vendorHref(category, vendor.vassalage);
      try {
        const page = await client.fetchQuery(
          gameListQuery({
            clientType: '3',
            platform: 'flash,html5-desktop',
            vassalage: vendor.vassalage,
            gameType: category.code,
            pageNo: 1,
            pageSize: 1,
          }),
        );
        const game = page.games[0];
        // The caller checked the login; a trial account never gets here (useProtected).
        const target = game && launchTarget(game, 'real', { loggedIn: true, trial: false });
        navigate(target?.kind === 'route' ? target.to : fallback);
      } catch {
        navigate(fallback);
      }
    },
    [client, navigate],
  );
}
