import { type ComponentType, useEffect, useState } from 'react';
import { useAfterMainImage } from '../../../components/ui/index.ts';
import { storage } from '../../../lib/storage.ts';
import type { PopupNotice } from './popup-notice-dialog.tsx';

/** sessionStorage flag: the popup notices show once per browser session. */
const SEEN_KEY = 'popupNoticeSeen';
/**
 * localStorage: the day (this device's date) the player chose "don't show again today".
 * Kept across logouts, which clear the session's storage.
 */
const HIDDEN_ON_KEY = 'popupNoticeHiddenOn';

/** This device's calendar day, e.g. 2026-11-25. */
const localDay = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

type DialogComponent = ComponentType<{
  notices: PopupNotice[];
  onDone: (hideToday: boolean) => void;
}>;

/**
 * The PU announcements as a dialog on the first home visit of a session, unless hidden
 * for today on this device. The dialog and
 * its HTML sanitiser load only when there is something to show, keeping them out of
 * the home page's first load.
 */
export function PopupNotices({ notices }: { notices: PopupNotice[] }) {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  // The page shows first (its banner), then the dialog comes over it.
  const pageShown = useAfterMainImage();

  useEffect(() => {
    if (!pageShown || notices.length === 0 || storage.session.get(SEEN_KEY)) return;
    if (storage.local.get(HIDDEN_ON_KEY) === localDay()) return;
    let live = true;
    import('./popup-notice-dialog.tsx').then(
      (m) => {
        if (!live) return;
        storage.session.set(SEEN_KEY, '1');
        setDialog(() => m.PopupNoticeDialog);
      },
      // The popup is a courtesy: without its chunk the home page carries on.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [notices, pageShown]);

  if (!Dialog) return null;
  const done = (hideToday: boolean) => {
    if (hideToday) storage.local.set(HIDDEN_ON_KEY, localDay());
    setDialog(null);
  };
  return <Dialog notices={notices} onDone={done} />;
}
