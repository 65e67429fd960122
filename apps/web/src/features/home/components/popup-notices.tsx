import { type ComponentType, useEffect, useState } from 'react';
import { storage } from '../../../lib/storage.ts';
import type { PopupNotice } from './popup-notice-dialog.tsx';

/** sessionStorage flag: the popup notices show once per browser session. */
const SEEN_KEY = 'popupNoticeSeen';

type DialogComponent = ComponentType<{ notices: PopupNotice[]; onDone: () => void }>;

/**
 * The PU announcements as a dialog on the first home visit of a session. The dialog and
 * its HTML sanitiser load only when there is something to show, keeping them out of
 * the home page's first load.
 */
export function PopupNotices({ notices }: { notices: PopupNotice[] }) {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);

  useEffect(() => {
    if (notices.length === 0 || storage.session.get(SEEN_KEY)) return;
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
  }, [notices]);

  if (!Dialog) return null;
  return <Dialog notices={notices} onDone={() => setDialog(null)} />;
}
