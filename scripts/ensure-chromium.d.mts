/** Debian's Chromium path (CHROMIUM_PATH or /usr/bin/chromium). */
export const chromiumPath: string;
/** Installs Debian's chromium with apt-get when it is missing. */
export function ensureChromium(): void;
