// `npm test`: lint, types, build the site, make sure Chromium is there, then every
// test project; ends with one plain summary line that CI can read.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

function run(label, cmd, args) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  if (r.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(r.status ?? 1);
  }
}

const extra = process.argv.slice(2);
run('lint (biome)', 'npx', ['biome', 'check', '.']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('build the site', 'npm', ['run', '--silent', 'build']);
// The first visit's JavaScript stays inside its budget (decision 005): above it, the run fails.
run('first-load budget', 'node', ['apps/web/scripts/first-load-size.mjs']);
ensureChromium();

fs.mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
const r = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extra,
  ],
  { stdio: 'inherit' },
);
try {
  const j = JSON.parse(fs.readFileSync(report, 'utf8'));
  const skipped = j.numPendingTests + j.numTodoTests;
  console.log(
    `\ntests: ${j.numPassedTests} passed, ${j.numFailedTests} failed, ${skipped} skipped`,
  );
} catch {
  console.log('\ntests: 0 passed, 1 failed');
}
process.exit(r.status ?? 1);
