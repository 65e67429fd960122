import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../components/ui/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { useFavouriteIds } from '../api/get-favourite-ids.ts';
import { useSetFavourite } from '../api/set-favourite.ts';
import type { Game } from '../model/launch.ts';

/** The hearts: the favourite ids, and a toggle that asks a visitor to log in first. */
export function useFavouriteToggle() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const favourites = useFavouriteIds();
  const openDialog = useDialogs((s) => s.openDialog);
  const { mutate } = useSetFavourite();
  const toggle = useCallback(
    (game: Game, favourite: boolean) => {
      if (!loggedIn) return openDialog('login', 'username');
      mutate(
        { gameId: game.gameId, favourite },
        {
          onError: (err) =>
            showWarning({
              icon: 'error',
              title: err instanceof ApiError ? err.message : t('in_network_abnormal'),
              buttons: [{ label: t('in_increase_submit') }],
            }),
        },
      );
    },
    [loggedIn, openDialog, mutate, t],
  );
  return { favourites, toggle };
}
