import fs from 'node:fs';
import { Settings } from '../settings/schema.ts';

export class BrandFileError extends Error {}

/**
 * Reads and checks config/brand.json. Any problem is one line naming the file and the
 * field, because an operator editing JSON by hand is the usual reader of this error.
 */
export function readBrandFile(file: string): Settings {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new BrandFileError(`cannot read ${file}: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new BrandFileError(`${file} is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = Settings.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BrandFileError(
      `${file}: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}
