import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Each module owns its tables (docs/architecture.md "Tables"): its schema file in
 * db/schema/ is named after it, and only its own files import that file or name its
 * tables in SQL. Other modules go through its index.ts: functions, or a view it publishes.
 */
const src = path.resolve(import.meta.dirname, '../../src');
const schemaDir = path.join(src, 'db/schema');

/** Schema files owned by something other than a module of the same name. */
const OWNER_OF_SCHEMA: Record<string, string> = {
  limits: 'plugins/rate-limit-table.ts',
  settings: 'settings',
};
/** The first start's demo data writes every area's rows, as a migration would. */
const EXEMPT = ['seed'];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });

/** SQL table name → schema file (module) that declares it. */
function tablesBySchema() {
  const owners = new Map<string, string>();
  for (const file of readdirSync(schemaDir)) {
    const text = readFileSync(path.join(schemaDir, file), 'utf8');
    for (const m of text.matchAll(/pgTable\(\s*'(\w+)'/g)) {
      owners.set(m[1] as string, file.replace(/\.ts$/, ''));
    }
  }
  return owners;
}

/** Whether a source file (relative to src/) belongs to the owner of a schema file. */
function owns(rel: string, schema: string) {
  const owner = OWNER_OF_SCHEMA[schema] ?? `modules/${schema}`;
  return rel === owner || rel.startsWith(`${owner}/`);
}

describe('table ownership', () => {
  const tables = tablesBySchema();
  const sources = filesUnder(src)
    .map((file) => path.relative(src, file))
    .filter((rel) => !rel.startsWith('db/') && !EXEMPT.some((e) => rel.startsWith(`${e}/`)));

  it('knows the tables', () => {
    expect(tables.get('members')).toBe('member');
    expect(tables.get('ledger_entries')).toBe('ledger');
    expect(tables.size).toBeGreaterThan(40);
  });

  it('lets only a module import its schema file, and never the index of every schema', () => {
    const wrong: string[] = [];
    for (const rel of sources) {
      const text = readFileSync(path.join(src, rel), 'utf8');
      for (const m of text.matchAll(/from '(?:\.\.\/)+db\/schema\/(\w+)\.ts'/g)) {
        const schema = m[1] as string;
        if (schema === 'index' || (schema !== 'columns' && !owns(rel, schema))) {
          wrong.push(`${rel} imports db/schema/${schema}.ts`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("names another module's table in no SQL", () => {
    const wrong: string[] = [];
    for (const rel of sources) {
      const text = readFileSync(path.join(src, rel), 'utf8');
      for (const m of text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+(\w+)/g)) {
        const schema = tables.get(m[1] as string);
        if (schema && !owns(rel, schema)) wrong.push(`${rel} reads or writes ${m[1]}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
