import fs from 'node:fs';
import { type BodyOf, opsImportCatalogue } from '@gamehall/contract';
import { opsRequest, type Request, UsageError } from './request.ts';

/** Reads a feed file as JSON, with a message that names the file when it is not. */
function readFeed(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? err}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new UsageError(`${file} is not JSON: ${(err as Error).message}`);
  }
}

/** `catalogue import FILE`: sends a vendor feed (docs/catalogue-feed.md) to the ops API. */
export function catalogueCommand(words: string[]): Request | null {
  const [area, action, file] = words;
  if (area !== 'catalogue') return null;
  if (action !== 'import') throw new UsageError(`unknown catalogue command: ${action ?? ''}`);
  if (!file) throw new UsageError('catalogue import needs a feed file');
  // The feed is checked by the server against the same schema; the CLI only reads it.
  const body = readFeed(file) as BodyOf<typeof opsImportCatalogue>;
  return opsRequest(
    opsImportCatalogue,
    { body },
    (v) =>
      `imported ${v.vendors} vendor(s): ${v.added} games added, ${v.updated} updated, ` +
      `${v.unchanged} unchanged, ${v.disabled} no longer listed (hidden)`,
  );
}
