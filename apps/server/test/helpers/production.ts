import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The demo brand without its sandbox deposit channels, which production refuses
 * (decision 020): what tests, e2e runs and benchmarks of a production site start with.
 */
export function productionBrandFile(): string {
  const brand = JSON.parse(fs.readFileSync(path.join(repoRoot, 'config/brand.json'), 'utf8'));
  brand.money.depositChannels = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gamehall-production-'));
  const file = path.join(dir, 'brand.json');
  fs.writeFileSync(file, JSON.stringify(brand));
  return file;
}

/** The environment of a production site in tests. */
export function productionEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { NODE_ENV: 'production', BRAND_FILE: productionBrandFile(), ...extra };
}
