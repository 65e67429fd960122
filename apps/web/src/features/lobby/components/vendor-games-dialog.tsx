import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import type { VendorPopup } from '../hooks/use-launch.ts';
import type { Game, PlayMode } from '../model/launch.ts';
import { GameBrowser } from './game-browser.tsx';

interface Props {
  popup: VendorPopup | null;
  onClose: () => void;
  /** Launches a game chosen in the popup (never the popup again). */
  onPlay: (game: Game, mode: PlayMode) => void;
}

/** Product §2: a game flagged vassalage opens its vendor's game list in a popup. */
export function VendorGamesDialog({ popup, onClose, onPlay }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={popup !== null}
      onClose={onClose}
      title={popup ? t('games_of_vendor', { vendor: popup.displayName }) : ''}
      width={900}
    >
      {popup && (
        <GameBrowser vassalage={popup.vassalage} vendorName={popup.displayName} onPlay={onPlay} />
      )}
    </Dialog>
  );
}
