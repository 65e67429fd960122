/** The tab the provider's hosted pay page opens in. */
export interface PayWindow {
  /** Sends the tab to `url`; false when there is no tab (the browser blocked it). */
  show(url: string): boolean;
  /** The order failed: the empty tab goes away again. */
  cancel(): void;
}

/**
 * Opens the tab on the click itself, before the deposit call: once an await has passed,
 * browsers (Safari first) treat window.open as an unrequested popup and block it.
 */
export function reservePayWindow(
  open: (url: string, target: string) => Window | null = (url, target) => window.open(url, target),
): PayWindow {
  const win = open('', '_blank');
  // The provider's page must not reach back into the site (noopener would make open() null).
  if (win) win.opener = null;
  return {
    show(url) {
      if (!win || win.closed) return false;
      win.location.href = url;
      return true;
    },
    cancel() {
      if (win && !win.closed) win.close();
    },
  };
}
