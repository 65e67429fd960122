/**
 * What the operator audit stores of a request body: always something PostgreSQL's jsonb
 * accepts, whatever was sent, so a refused or hostile request is on record too. jsonb
 * refuses the NUL character and very deep nesting fails the insert; both are folded here
 * (control characters escaped, depth and size capped) instead of losing the row.
 */

const MAX_DEPTH = 8;
const MAX_KEYS = 100;
const MAX_STRING = 500;
const MAX_TEXT = 4096;
/** Secrets an operator may send for someone: the audit notes that one was set. */
const SECRET_KEYS = new Set([
  'password',
  'secret',
  'paymentPassword',
  'challenge',
  'defaultPassword',
]);

/** C0 controls but tab, newline and carriage return, and DEL: escaped as \uXXXX text. */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

function cleanString(text: string): string {
  const clipped = text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}…` : text;
  let out = '';
  for (const char of clipped) {
    const code = char.charCodeAt(0);
    out += isControl(code) ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return out;
}

function clean(value: unknown, depth: number, secrets: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return cleanString(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value !== 'object') return String(value);
  if (depth >= MAX_DEPTH) return '(nested too deep)';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_KEYS).map((v) => clean(v, depth + 1, secrets));
    return value.length > MAX_KEYS ? [...items, `(${value.length - MAX_KEYS} more)`] : items;
  }
  const entries = Object.entries(value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries.slice(0, MAX_KEYS)) {
    out[cleanString(k)] = secrets.has(k) ? '(set)' : clean(v, depth + 1, secrets);
  }
  if (entries.length > MAX_KEYS) out['(more keys)'] = entries.length - MAX_KEYS;
  return out;
}

/** The body as the audit keeps it (null when there was none); `secrets`: more keys to hide. */
export function auditPayload(body: unknown, secrets: readonly string[] = []): unknown {
  if (body === undefined || body === null) return null;
  const cleaned = clean(body, 0, new Set([...SECRET_KEYS, ...secrets]));
  const size = JSON.stringify(cleaned).length;
  return size <= MAX_TEXT ? cleaned : { truncated: size };
}
