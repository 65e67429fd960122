import { getStatus } from '@gamehall/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

// The client address every per-address control (login, SMS, register, captcha, free play,
// region blocks, new-address verification) keys on, as the status call reports it.
async function seenAddress(t: TestApp, remoteAddress: string, forwarded?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${getStatus.path}?url=localhost`,
    remoteAddress,
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  });
  expect(res.statusCode).toBe(200);
  return (JSON.parse(res.body) as { value: { location: { ip: string } } }).value.location.ip;
}

describe('the client address behind trusted proxies', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  const start = async (trust: string) => {
    const t = await buildTestApp({ TRUST_PROXY: trust });
    apps.push(t);
    return t;
  };

  it('behind one trusted proxy, ignores a forged left-most entry and takes the proxy’s', async () => {
    const t = await start('10.0.0.2');
    // The client sent "X-Forwarded-For: 6.6.6.6" itself; the proxy appended the real address.
    expect(await seenAddress(t, '10.0.0.2', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress(t, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress(t, '10.0.0.3', '6.6.6.6')).toBe('10.0.0.3');
  });

  it('with a list of proxies, believes the header only from them', async () => {
    const t = await start('10.0.0.0/8, loopback');
    // Two proxies of ours in a row: the first address that is not one of them is the client.
    expect(await seenAddress(t, '127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.1.1')).toBe('203.0.113.9');
    // A client that reaches the site directly cannot pick its address.
    expect(await seenAddress(t, '198.51.100.7', '6.6.6.6')).toBe('198.51.100.7');
  });

  it('without TRUST_PROXY, the socket’s address is the client’s', async () => {
    const t = await start('');
    expect(await seenAddress(t, '198.51.100.7', '6.6.6.6')).toBe('198.51.100.7');
  });
});
