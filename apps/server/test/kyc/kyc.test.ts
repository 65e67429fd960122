import {
  getKyc,
  getKycFile,
  opsKycFile,
  opsKycQueue,
  opsReviewKyc,
  opsSearchAudit,
  uploadKycDocument,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../../src/settings/repo.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import { askWithdrawal, fund, moneyPlayer, type Player } from '../helpers/money.ts';
import { asStaff, staffMember } from '../helpers/staff.ts';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
).toString('base64');

describe.each(testBackends)('KYC documents on %s (issue 19, decision 040)', (backend) => {
  let t: TestApp;
  let risk: string;
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    risk = (await staffMember(t, 'risk')).token;
    const { settings } = await t.app.settings.get();
    await writeSetting(t.database.db, 'money', {
      ...settings.money,
      kyc: { withdrawalAbove: 100, lifetimeAbove: 150 },
    });
    t.app.settings.invalidate();
  });
  afterAll(() => t?.close());

  const send = (p: Player, kind: 'IDENTITY' | 'ADDRESS', type: string, data: string) =>
    call(t.app, uploadKycDocument, { kind, file: { type, name: `${kind}.x`, data } }, p.as());
  const review = (body: object) => asStaff(t, risk, opsReviewKyc, body);
  const queue = async (p: Player, status = 'PENDING') =>
    okValue(
      opsKycQueue,
      await asStaff(t, risk, opsKycQueue, undefined, { status, account: p.account }),
    ).documents;

  it('takes png, jpg and pdf files checked by their content, and keeps them to their owner', async () => {
    const p = await moneyPlayer(t);
    const renamed = await send(p, 'IDENTITY', 'image/png', PDF);
    expect(renamed.statusCode).toBe(415);
    const cut = await send(
      p,
      'ADDRESS',
      'application/pdf',
      Buffer.from('%PDF-1.4 no end').toString('base64'),
    );
    expect(cut.statusCode).toBe(415);
    expect(okValue(uploadKycDocument, await send(p, 'IDENTITY', 'image/png', PNG)).status).toBe(
      'PENDING',
    );
    const state = okValue(uploadKycDocument, await send(p, 'ADDRESS', 'application/pdf', PDF));
    expect(state.documents.map((d) => [d.kind, d.status, d.type])).toEqual([
      ['ADDRESS', 'PENDING', 'application/pdf'],
      ['IDENTITY', 'PENDING', 'image/png'],
    ]);
    const id = String(state.documents[1]?.id);
    const own = okValue(
      getKycFile,
      await call(t.app, getKycFile, undefined, { ...p.as(), query: { id } }),
    );
    expect(own).toMatchObject({ type: 'image/png', data: PNG });
    const stranger = await moneyPlayer(t);
    const theirs = await call(t.app, getKycFile, undefined, { ...stranger.as(), query: { id } });
    expect(theirs.statusCode).toBe(404);
  });

  it('lets the risk role review: a rejection’s reason reaches the player, each kind approved verifies', async () => {
    const p = await moneyPlayer(t);
    await send(p, 'IDENTITY', 'image/png', PNG);
    await send(p, 'ADDRESS', 'application/pdf', PDF);
    const [identity, address] = await queue(p);
    expect(identity).toMatchObject({ account: p.account, kind: 'IDENTITY' });
    const file = okValue(
      opsKycFile,
      await asStaff(t, risk, opsKycFile, undefined, { id: String(address?.id) }),
    );
    expect(file.data).toBe(PDF);
    expect(
      okValue(opsReviewKyc, await review({ id: identity?.id, decision: 'approve' })).status,
    ).toBe('PENDING');
    const rejected = okValue(
      opsReviewKyc,
      await review({ id: address?.id, decision: 'reject', reason: 'The address is cut off' }),
    );
    expect(rejected.status).toBe('REJECTED');
    expect((await review({ id: address?.id, decision: 'approve' })).statusCode).toBe(409);
    const seen = okValue(getKyc, await call(t.app, getKyc, undefined, p.as()));
    expect(seen.documents.find((d) => d.kind === 'ADDRESS')?.reason).toBe('The address is cut off');
    const again = okValue(uploadKycDocument, await send(p, 'ADDRESS', 'application/pdf', PDF));
    const approved = okValue(
      opsReviewKyc,
      await review({ id: again.documents[0]?.id, decision: 'approve' }),
    );
    expect(approved.status).toBe('APPROVED');
    expect(await queue(p)).toEqual([]);
    const audit = okValue(
      opsSearchAudit,
      await asStaff(t, (await staffMember(t, 'admin')).token, opsSearchAudit, undefined, {
        action: '/ops/kyc/file',
      }),
    );
    expect(audit.entries.length).toBeGreaterThan(0);
  });

  it('asks an approved KYC above the brand’s withdrawal and lifetime thresholds', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 100_000n);
    const withdraw = (amount: number) => askWithdrawal(t, p, amount);
    const big = await withdraw(120);
    expect(big.statusCode, big.body).toBe(403);
    expect(big.json()).toMatchObject({
      code: 'KYC_REQUIRED',
      details: { status: 'NONE', withdrawalAbove: 100 },
    });
    expect((await withdraw(80)).statusCode).toBe(200);
    const past = await withdraw(80);
    expect(past.json()).toMatchObject({
      code: 'KYC_REQUIRED',
      details: { lifetimeAbove: 150, withdrawnBefore: 80 },
    });
    await send(p, 'IDENTITY', 'image/png', PNG);
    await send(p, 'ADDRESS', 'image/png', PNG);
    for (const d of await queue(p)) await review({ id: d.id, decision: 'approve' });
    expect((await withdraw(120)).statusCode).toBe(200);
  });
});
