import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { signatureMatches } from '../../lib/hmac.ts';
import { secretOf } from './repo.ts';

/** Provider bodies are a few hundred bytes; signing costs a pass over every byte. */
const BODY_LIMIT = 64 * 1024;

/** Shown in the OpenAPI document beside each provider call. */
export const SIGNING_DOC =
  'Signed: header X-Vendor names the vendor; X-Signature is the lowercase hex ' +
  'HMAC-SHA256 of the exact request body bytes under that vendor’s secret. A missing, ' +
  'unknown or wrong signature is 401 SIGNATURE_INVALID and nothing runs.';

const signedBy = new WeakMap<FastifyRequest, string>();

/** The vendor whose signature the request carried. */
export function vendorOf(req: FastifyRequest): string {
  const vendor = signedBy.get(req);
  if (!vendor) throw new AppError('SIGNATURE_INVALID', 'The request is not signed');
  return vendor;
}

function header(req: FastifyRequest, name: string): string {
  const value = req.headers[name];
  return typeof value === 'string' ? value : '';
}

const refused = () => new AppError('SIGNATURE_INVALID', 'Missing or wrong X-Vendor / X-Signature');

/**
 * Requires a vendor signature on every route of the plugin it is called in. The JSON
 * parser here is this plugin's own (Fastify encapsulates it; other routes keep theirs)
 * and keeps the raw bytes, because the signature is over the bytes the vendor sent, not
 * over whatever JSON.parse and JSON.stringify would make of them. The body is parsed only
 * once the signature holds, so an unsigned request is refused before anything reads it.
 */
export function requireVendorSignature(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, description: SIGNING_DOC };
  });
  app.addHook('preValidation', async (req) => {
    const vendor = header(req, 'x-vendor');
    const given = header(req, 'x-signature');
    const secret = vendor && given ? await secretOf(app.database.db, vendor) : null;
    if (!secret) throw refused();
    const raw = req.body === undefined ? Buffer.alloc(0) : req.body;
    if (!Buffer.isBuffer(raw)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
    }
    if (!signatureMatches(secret, raw, given)) throw refused();
    try {
      req.body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError('BAD_REQUEST', 'Malformed JSON');
    }
    signedBy.set(req, vendor);
  });
}
