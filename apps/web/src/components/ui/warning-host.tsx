import { type ComponentType, useEffect, useState } from 'react';
import { type QueuedWarning, showWarning, useWarningQueue } from './warning-queue.ts';

export type { WarningIcon } from './warning-icons.tsx';
export type { WarningOptions } from './warning-queue.ts';
export { showWarning };

type WarningView = ComponentType<{ warning: QueuedWarning }>;

/*
 * The dialog (focus trap, scroll lock, icons, the HTML sanitiser) arrives with the first
 * warning: most visits never see one, so it stays out of the first load.
 */
let loaded: WarningView | undefined;
const loadView = () =>
  import('./warning-dialog.tsx').then((m) => {
    loaded = m.WarningDialog;
    return loaded;
  });

/** Rendered once by the app; shows the queued warnings one at a time. */
export function WarningHost() {
  const current = useWarningQueue((s) => s.items[0]);
  const waiting = useWarningQueue((s) => s.items.length);
  const [View, setView] = useState<WarningView | undefined>(() => loaded);

  useEffect(() => {
    if (View || waiting === 0) return;
    let live = true;
    loadView().then(
      (view) => live && setView(() => view),
      // Offline: the warnings wait in the queue and the next one tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [View, waiting]);

  // The key gives every warning a fresh dialog: its own timer, focus and opener.
  return current && View ? <View key={current.id} warning={current} /> : null;
}

/** Tests and eager callers: have the dialog ready before the first warning. */
export const preloadWarningDialog = () => loadView().then(() => undefined);
