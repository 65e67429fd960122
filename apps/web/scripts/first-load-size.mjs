#!/usr/bin/env node
/*
 * What a first visit to /index downloads, from the build manifest: the entry's static
 * import closure, the "index" page group's closure and the texts of the visitor's
 * language (plus English when that language is not complete). Each file is gzipped
 * at level 9, as scripts/precompress.mjs serves it.
 *
 *   npm run build && node apps/web/scripts/first-load-size.mjs
 *   node apps/web/scripts/first-load-size.mjs --lang th            (a language that needs EN)
 *   node apps/web/scripts/first-load-size.mjs --with src/features/home/components/popup-notice-dialog.tsx
 *
 * Options: --dist <dir> (default apps/web/dist), --lang <code> (default es, the product's
 * brand default), --with <manifest key> (repeatable: a lazy piece to count as loaded),
 * --budget <KB> (default 150; the exit code is 1 when the JavaScript is over it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** Mirrors COMPLETE_LANGUAGES in src/lib/i18n: these load no English fallback. */
const COMPLETE_LANGUAGES = ['en', 'es', 'cn'];
const PAGE_GROUP = 'src/app/groups/index.page.ts';

function parseArgs(argv) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const options = { dist: path.join(here, '..', 'dist'), lang: 'es', with: [], budget: 150 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--dist') options.dist = path.resolve(value);
    else if (flag === '--lang') options.lang = value.toLowerCase();
    else if (flag === '--with') options.with.push(value);
    else if (flag === '--budget') options.budget = Number(value);
    else throw new Error(`unknown option ${flag}`);
    i++;
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const manifestPath = path.join(options.dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(
    `No ${manifestPath}: run the build first (build.manifest is on in vite.config.ts).`,
  );
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

/** A manifest key and every chunk it imports, directly or not. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of chunk.imports ?? []) closure(next, seen);
  return seen;
}

/** Manifest keys loaded, each with why: the first reason that reached it. */
const loaded = new Map();
function load(key, reason) {
  for (const reached of closure(key)) if (!loaded.has(reached)) loaded.set(reached, reason);
}

// The site's entry (play.html, the in-house games' page, is an entry of its own).
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key === 'index.html');
if (!entry) throw new Error('no HTML entry in the manifest');
load(entry, 'entry');
load(PAGE_GROUP, 'page group');
const languages = COMPLETE_LANGUAGES.includes(options.lang) ? [options.lang] : [options.lang, 'en'];
for (const lang of languages) {
  // One texts-<lang> chunk per language (vite.config.ts), or a chunk per catalogue file.
  const prefix = `src/locales/${lang}/`;
  const keys = Object.keys(manifest).filter(
    (key) => key.startsWith(prefix) || manifest[key].name === `texts-${lang}`,
  );
  if (keys.length === 0) console.warn(`(${lang} has no catalogue of its own)`);
  for (const key of keys) load(key, `texts ${lang}`);
}
for (const key of options.with) load(key, 'with');

const sizeOf = (file) => {
  const data = fs.readFileSync(path.join(options.dist, file));
  return { raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
};
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);

const rows = [...loaded].map(([key, reason]) => ({
  file: manifest[key].file,
  reason,
  ...sizeOf(manifest[key].file),
}));
rows.sort((a, b) => b.gzip - a.gzip);
const css = new Set([...loaded.keys()].flatMap((key) => manifest[key].css ?? []));

console.log(`First visit to /index (texts: ${languages.join(' + ')})\n`);
console.log(`${'file'.padEnd(44)} ${'raw KB'.padStart(6)} ${'gz KB'.padStart(6)}  loaded as`);
for (const row of rows) {
  console.log(`${row.file.padEnd(44)} ${kb(row.raw)} ${kb(row.gzip)}  ${row.reason}`);
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const cssTotal = [...css].reduce((sum, file) => sum + sizeOf(file).gzip, 0);
console.log(
  `\nJavaScript: ${rows.length} files, ${kb(total).trim()} KB gzip (budget ${options.budget} KB)`,
);
console.log(`CSS: ${css.size} files, ${kb(cssTotal).trim()} KB gzip (not in the budget)`);
if (total / 1024 > options.budget) {
  console.error(`Over budget by ${(total / 1024 - options.budget).toFixed(1)} KB`);
  process.exit(1);
}

// The in-house games' page (play.html) never runs the site: a chunk it shared with a lazy
// screen that imports the site's entry would boot the whole site inside a game frame (as
// a hand-made chunk group once did, vite.config.ts CHUNK_GROUPS).
const playLoads = closure('play.html');
if (playLoads.has('index.html')) {
  const via = [...playLoads].filter((key) => manifest[key].imports?.includes('index.html'));
  console.error(`play.html loads the site's entry, through ${via.join(', ')}`);
  process.exit(1);
}
