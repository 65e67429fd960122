import type { CallDef } from '@gamehall/contract';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  default?: unknown;
};

/** Texts tried, in order, for a string field: the first its pattern and length accept. */
const SAMPLES = [
  '1',
  '52',
  '+52',
  'EN',
  'MAIN',
  'abcdefgh12345678',
  'Secret123',
  '5512345678',
  'user_name1',
  'a@example.com',
  '2026-01-01',
  '2026-01-01 00:00:00',
  'D1234567890AB',
];

/** A value the field's schema accepts, as far as its JSON schema tells (good enough to pass). */
function sample(s: JsonSchema): unknown {
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return sample(s.anyOf.find((a) => a.type !== 'null') ?? {});
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'string') {
    const re = s.pattern ? new RegExp(s.pattern, 'u') : null;
    const fits = (t: string) =>
      (!re || re.test(t)) && t.length >= (s.minLength ?? 0) && t.length <= (s.maxLength ?? 1e9);
    return SAMPLES.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
  }
  if (type === 'number' || type === 'integer') {
    const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    return Math.min(Math.max(1, Math.ceil(low)), s.maximum ?? 1e9);
  }
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return validish(s);
  return 'x';
}

/** An object with every declared field set to a plausible value. */
function validish(s: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
}

const nested = (depth: number): unknown => (depth === 0 ? 'deep' : { a: nested(depth - 1) });

/** What a hostile or broken client puts in one field. */
const BAD_VALUES: unknown[] = [
  null,
  { $gt: '' },
  [1, 2],
  -1,
  1e308,
  5e-324,
  0.005,
  'a\u0000b',
  'x'.repeat(70_000),
  nested(100),
  '\u202eevil',
];

/** The same for a query field (every query value is text on the wire). */
const BAD_QUERY: string[] = ['', 'a\u0000b', '-1', '1e400', '5e-324', 'NaN', 'x'.repeat(3000)];

export interface Attempt {
  what: string;
  body?: unknown;
  query?: Record<string, string>;
}

/** Bad inputs for a call, made from its own schemas: each field wrong in turn, then all. */
export function badInputs(call: CallDef): Attempt[] {
  const attempts: Attempt[] = [];
  if (call.body) {
    const schema = z.toJSONSchema(call.body as never, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
    const base = validish(schema);
    attempts.push({ what: 'a plausible body', body: base });
    for (const field of Object.keys(base)) {
      for (const bad of BAD_VALUES) {
        attempts.push({ what: `body.${field}`, body: { ...base, [field]: bad } });
      }
    }
    for (const whole of [null, [], 'text', 12, nested(300), { ...base, extra: 'x' }]) {
      attempts.push({ what: 'the whole body', body: whole });
    }
  }
  if (call.query) {
    const schema = z.toJSONSchema(call.query as never, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
    const base = Object.fromEntries(
      Object.entries(validish(schema)).map(([k, v]) => [k, String(v)]),
    );
    attempts.push({ what: 'a plausible query', query: base });
    for (const field of Object.keys(base)) {
      for (const bad of BAD_QUERY) {
        attempts.push({ what: `query.${field}`, query: { ...base, [field]: bad } });
      }
    }
  }
  return attempts;
}
