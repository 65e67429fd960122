import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showWarning } from '../../../components/ui/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useIsTrial, useLoggedIn } from '../../../lib/session-store.ts';
import { useFeature } from '../../system/index.ts';
import { type Game, type LaunchTarget, launchTarget, type PlayMode } from '../model/launch.ts';

export interface VendorPopup {
  vassalage: string;
  displayName: string;
}

/** A PVP game waiting for its room. */
export interface RoomChoice {
  game: Game;
  mode: PlayMode;
}

/**
 * What a click on a game does (product §2): the login popup for a visitor (free play first
 * for a visitor's free trial, where the brand offers it), the lottery page
 * for lottery games, the vendor's game list for vassalage games, the room picker for PVP
 * games (then `roomId` is the room picked, '' for none), else /game.
 */
export function useLaunch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const loggedIn = useLoggedIn();
  const trial = useIsTrial();
  const freePlay = useFeature('FREEPLAY3');
  const openDialog = useDialogs((s) => s.openDialog);
  const [popup, setPopup] = useState<VendorPopup | null>(null);
  const [rooms, setRooms] = useState<RoomChoice | null>(null);

  const go = useCallback(
    (target: Exclude<LaunchTarget, { kind: 'freePlay' }>) => {
      if (target.kind === 'login') openDialog('login', 'username');
      else if (target.kind === 'vendorPopup') setPopup(target);
      else if (target.kind === 'roomPicker') setRooms(target);
      else {
        setPopup(null);
        setRooms(null);
        navigate(target.to);
      }
    },
    [openDialog, navigate],
  );

  const play = useCallback(
    (game: Game, mode: PlayMode, inVendorPopup = false, roomId?: string) => {
      const who = { loggedIn, trial, inVendorPopup, roomId, freePlay };
      const target = launchTarget(game, mode, who);
      if (target.kind !== 'freePlay') return go(target);
      // A trial account first, then the game as that account (demo money only).
      void import('../../session/free-play.ts')
        .then(({ startFreePlay }) => startFreePlay(client))
        .then(() => {
          const asTrial = launchTarget(game, 'demo', { ...who, loggedIn: true, trial: true });
          if (asTrial.kind !== 'freePlay') go(asTrial);
        })
        .catch((err: unknown) =>
          showWarning({
            icon: 'error',
            title: err instanceof ApiError ? err.message : t('in_unknown_error'),
            buttons: [{ label: t('in_increase_submit') }],
          }),
        );
    },
    [loggedIn, trial, freePlay, client, go, t],
  );
  return {
    play,
    popup,
    closePopup: () => setPopup(null),
    rooms,
    closeRooms: () => setRooms(null),
  };
}
