import { randomInt } from 'node:crypto';
import { type CallDef, callUrl, encodeCallBody } from '@gamehall/contract';
import { hmacHex } from '../../src/lib/hmac.ts';
import { encrypt } from '../helpers/payload-crypto.ts';
import { PROOF_OPERATOR_KEY } from './server-process.ts';

export interface Answer {
  status: number;
  body: {
    success: boolean;
    value?: Record<string, unknown>;
    code?: string;
    message?: string;
    retryAfter?: number;
  };
}

/** A random client address: the per-IP limits are not what the workload measures. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Calls the running server over real HTTP the way its clients do: E bodies encrypted with
 * the published key (fetched again after a restart), tokens, operator key, vendor HMAC.
 */
export class HttpClient {
  private key: Promise<{ kid: string; spki: string }> | null = null;

  constructor(public url: () => string) {}

  /** Forget the payload key (the server restarted). */
  reset() {
    this.key = null;
  }

  private publicKey() {
    this.key ??= fetch(`${this.url()}/wps/system/publicKey`)
      .then((r) => r.json())
      .then((j) => (j as { value: { kid: string; spki: string } }).value);
    return this.key;
  }

  private async send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
    forwarded = true,
  ): Promise<Answer> {
    const res = await fetch(`${this.url()}${path}`, {
      method,
      headers: {
        // Operator calls come from this machine, as the operator API only answers it.
        ...(forwarded ? { 'x-forwarded-for': someIp() } : {}),
        ...headers,
      },
      body,
      // Generous: under a loaded CI machine a request queued behind payment-password
      // hashing can take long, and one given up on counts as `uncertain` (a failure),
      // though the test is about exactly-once, not speed.
      signal: AbortSignal.timeout(120_000),
    });
    const text = await res.text();
    let parsed: Answer['body'];
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      parsed = { success: false, code: 'NOT_JSON', message: text.slice(0, 200) };
    }
    return { status: res.status, body: parsed };
  }

  async call(
    def: CallDef,
    body?: unknown,
    opts: { token?: string; query?: Record<string, string> } = {},
  ) {
    const sealed =
      def.encrypted && body !== undefined ? await encrypt(body, await this.publicKey()) : body;
    const { body: raw, contentType } = encodeCallBody(def, sealed);
    const headers = {
      ...(opts.token ? { token: opts.token } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    return this.send(def.method, callUrl(def, opts.query), headers, raw);
  }

  ops(def: CallDef, body?: unknown, query?: Record<string, string>) {
    const { body: raw, contentType } = encodeCallBody(def, body);
    return this.send(
      def.method,
      callUrl(def, query),
      {
        authorization: `Bearer ${PROOF_OPERATOR_KEY}`,
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      raw,
      false,
    );
  }

  /** A provider wallet call signed as the vendor signs it. */
  vendor(def: CallDef, vendor: string, secret: string, body: unknown) {
    const raw = JSON.stringify(body);
    return this.send(
      def.method,
      def.path,
      {
        'x-vendor': vendor,
        'x-signature': hmacHex(secret, raw),
        'content-type': 'application/json',
      },
      raw,
    );
  }

  /** "Pay" on the sandbox provider's page (the order's payUrl), as the player's browser posts it. */
  async payDeposit(payUrl: string) {
    const url = new URL(payUrl, this.url());
    const res = await fetch(`${url.origin}${url.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'pay',
        key: url.searchParams.get('key') ?? '',
      }).toString(),
      // Generous: under a loaded CI machine a request queued behind payment-password
      // hashing can take long, and one given up on counts as `uncertain` (a failure),
      // though the test is about exactly-once, not speed.
      signal: AbortSignal.timeout(120_000),
    });
    return { status: res.status, text: await res.text() };
  }
}
