import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The demo brand with deposits adding no wagering requirement, so the workload's
 * withdrawals are decided by money alone, not by how much a player happened to bet.
 */
export function proofBrandFile(): string {
  const brand = JSON.parse(fs.readFileSync(path.join(repoRoot, 'config/brand.json'), 'utf8'));
  brand.money.depositTurnoverMultiple = 0;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gamehall-proof-')), 'brand.json');
  fs.writeFileSync(file, JSON.stringify(brand));
  return file;
}
