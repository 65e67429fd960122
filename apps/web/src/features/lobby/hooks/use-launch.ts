import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useLoggedIn, useSession } from '../../../lib/session-store.ts';
import { type Game, launchTarget, type PlayMode } from '../model/launch.ts';

const TRIAL_ACCOUNT = 4;

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
 * What a click on a game does (spec §2): the login popup for a visitor, the lottery page
 * for lottery games, the vendor's game list for vassalage games, the room picker for PVP
 * games (then `roomId` is the room picked, '' for none), else /game.
 */
export function useLaunch() {
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const trial = useSession((s) => s.accountType === TRIAL_ACCOUNT);
  const openDialog = useDialogs((s) => s.openDialog);
  const [popup, setPopup] = useState<VendorPopup | null>(null);
  const [rooms, setRooms] = useState<RoomChoice | null>(null);

  const play = useCallback(
    (game: Game, mode: PlayMode, inVendorPopup = false, roomId?: string) => {
      const target = launchTarget(game, mode, { loggedIn, trial, inVendorPopup, roomId });
      if (target.kind === 'login') openDialog('login', 'username');
      else if (target.kind === 'vendorPopup') setPopup(target);
      else if (target.kind === 'roomPicker') setRooms(target);
      else {
        setPopup(null);
        setRooms(null);
        navigate(target.to);
      }
    },
    [loggedIn, trial, openDialog, navigate],
  );
  return {
    play,
    popup,
    closePopup: () => setPopup(null),
    rooms,
    closeRooms: () => setRooms(null),
  };
}
