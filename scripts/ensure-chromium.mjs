// The browser tests drive Debian's Chromium; install it when missing so that
// `npm test` is all the set-up a fresh machine needs (never a browser download).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return;
  console.log(`Chromium not found at ${chromiumPath}; installing Debian's chromium…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
