import type { FastifySchemaCompiler } from 'fastify';
import { AppError } from './app-error.ts';

/** Deeper than any call's input; deeper input is refused by its schema anyway. */
const MAX_DEPTH = 64;

/** The path of the first text (value or key) holding a NUL character, or null. */
export function nulPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(text)' : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = nulPath(inner, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Wraps the schema validator so no text with a NUL character reaches a handler, whatever
 * the call's schema says: PostgreSQL cannot store NUL in text, so it would otherwise end
 * as a 500 deep in a query. One rule for every call (issue 12).
 */
export function refusingNul<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    return (data: unknown) => {
      const at = nulPath(data);
      if (at === null) return validate(data);
      return {
        error: new AppError('VALIDATION_FAILED', `Invalid ${at}: text may not contain NUL`, {
          details: [{ path: at, message: 'text may not contain NUL' }],
        }),
      };
    };
  };
}
