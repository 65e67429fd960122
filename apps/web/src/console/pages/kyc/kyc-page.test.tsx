import {
  opsKycFile,
  opsKycQueue,
  opsMemberDetail,
  opsReviewKyc,
  permissionsOf,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { kycEntry, kycPage, memberDetail } from '../../test/fixtures.ts';
import { renderConsole, signIn } from '../../test/render.tsx';

const risk = () => signIn([...permissionsOf('risk')], { account: 'checker', role: 'risk' });

const passport = kycEntry();
const bill = kycEntry({
  id: 2,
  account: 'bruno',
  kind: 'ADDRESS',
  type: 'application/pdf',
  name: 'bill.pdf',
  bytes: 2_097_152,
  uploadedAt: '2026-11-26T09:00:00Z',
});
const png = { type: 'image/png' as const, name: 'passport.png', data: 'iVBORw0KGgo=' };
const pdf = { type: 'application/pdf' as const, name: 'bill.pdf', data: 'JVBERi0xLjQK' };

/** The queue: these documents while waiting, none in the other states. */
const queue = (pending = [passport, bill]) =>
  answer(opsKycQueue, (r) => {
    const account = r.query.get('account');
    const docs = r.query.get('status') === 'PENDING' ? pending : [];
    return kycPage(account ? docs.filter((d) => d.account === account) : docs);
  });

const decided = (
  decision: 'APPROVED' | 'REJECTED',
  status: ValueOf<typeof opsReviewKyc>['status'],
  reason: string | null = null,
) => ({
  document: { ...passport, status: decision, reviewedAt: '2026-11-27T10:00:00Z', reason },
  status,
});

const blobs = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let revoked: string[];
beforeEach(() => {
  // jsdom makes no blob addresses: each file gets a numbered one, and its revocation is kept.
  let n = 0;
  revoked = [];
  URL.createObjectURL = vi.fn(() => `blob:kyc-${++n}`);
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => {
  URL.createObjectURL = blobs.create;
  URL.revokeObjectURL = blobs.revoke;
  signIn(null);
});

/** Opens the review of ana's passport from the queue. */
async function reviewPassport(user: ReturnType<typeof userEvent.setup>) {
  renderConsole('/kyc');
  const table = await screen.findByRole('table', { name: 'Waiting for review' });
  const row = within(table).getByRole('row', { name: /ana/ });
  await user.click(within(row).getByRole('button', { name: 'Review passport.png of ana' }));
  return screen.getByRole('dialog', { name: 'Identity document of ana' });
}

describe('the KYC queue', () => {
  it('lists the documents waiting for review, by state and by player', async () => {
    const sent = fakeServer(queue());
    risk();
    const user = userEvent.setup();
    renderConsole('/kyc');
    expect(await screen.findByRole('heading', { name: 'KYC documents', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Waiting for review' });
    const ana = within(table).getByRole('row', { name: /ana/ });
    expect(within(ana).getByText('Identity document')).toBeTruthy();
    expect(within(ana).getByText('passport.png')).toBeTruthy();
    expect(within(ana).getByText('340 kB')).toBeTruthy();
    expect(within(ana).getByText('2026-11-26 08:00:00', { exact: false })).toBeTruthy();
    expect(within(ana).getByRole('link', { name: 'ana' }).getAttribute('href')).toBe(
      '/members?account=ana&tab=kyc',
    );
    const bruno = within(table).getByRole('row', { name: /bruno/ });
    expect(within(bruno).getByText('Proof of address')).toBeTruthy();
    expect(within(bruno).getByText('2 MB')).toBeTruthy();
    expect(screen.getByText('2 documents')).toBeTruthy();
    expect(sent.requests(opsKycQueue)[0]?.query.get('status')).toBe('PENDING');

    await user.type(screen.getByLabelText('Player account'), 'bruno');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('1 document of bruno')).toBeTruthy();
    expect(sent.requests(opsKycQueue).at(-1)?.query.get('account')).toBe('bruno');

    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('0 documents of bruno')).toBeTruthy();
    expect(sent.requests(opsKycQueue).at(-1)?.query.get('status')).toBe('APPROVED');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loads the file for review and approves with the decision alone', async () => {
    const sent = fakeServer(
      queue(),
      answer(opsKycFile, png),
      answer(opsReviewKyc, decided('APPROVED', 'PENDING')),
    );
    risk();
    const user = userEvent.setup();
    const dialog = await reviewPassport(user);
    const image = await within(dialog).findByRole('img', {
      name: 'Identity document sent by ana',
    });
    expect(image.getAttribute('src')).toBe('blob:kyc-1');
    expect(sent.requests(opsKycFile)[0]?.query.get('id')).toBe('1');
    const asked = sent.requests(opsKycQueue).length;

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText("Approved. ana's verification is now: waiting for review."),
    ).toBeTruthy();
    expect(sent.requests(opsReviewKyc)[0]?.body).toEqual({ id: 1, decision: 'approve' });
    // The queue is asked again; the file is not (each view is audited).
    expect(sent.requests(opsKycQueue).length).toBeGreaterThan(asked);
    expect(sent.requests(opsKycFile)).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(revoked).toEqual(['blob:kyc-1']);
  });

  it("shows a pdf in the browser's viewer from a blob address", async () => {
    fakeServer(queue(), answer(opsKycFile, pdf));
    risk();
    const user = userEvent.setup();
    renderConsole('/kyc');
    const row = await screen.findByRole('row', { name: /bruno/ });
    await user.click(within(row).getByRole('button', { name: 'Review bill.pdf of bruno' }));
    const dialog = screen.getByRole('dialog', { name: 'Proof of address of bruno' });
    const viewer = await within(dialog).findByTitle('Proof of address sent by bruno');
    expect(viewer.tagName).toBe('OBJECT');
    expect(viewer.getAttribute('data')).toBe('blob:kyc-1');
    expect(viewer.getAttribute('type')).toBe('application/pdf');
  });

  it('refuses a rejection without a reason, and sends the reason given', async () => {
    const sent = fakeServer(
      queue(),
      answer(opsKycFile, png),
      answer(opsReviewKyc, decided('REJECTED', 'REJECTED', 'The photo is blurred')),
    );
    risk();
    const user = userEvent.setup();
    const dialog = await reviewPassport(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Write the reason the player will read (1 to 500 characters) before rejecting.',
    );
    expect(within(dialog).getByLabelText('Reason for rejecting').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await user.type(within(dialog).getByLabelText('Reason for rejecting'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(sent.requests(opsReviewKyc)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for rejecting'), 'The photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText(
        "Rejected. ana's verification is now: rejected (they must send a new document).",
      ),
    ).toBeTruthy();
    expect(sent.requests(opsReviewKyc)[0]?.body).toEqual({
      id: 1,
      decision: 'reject',
      reason: 'The photo is blurred',
    });
  });

  it('says in words that someone decided the document first', async () => {
    const sent = fakeServer(
      queue(),
      answer(opsKycFile, png),
      answer(opsReviewKyc, failure(409, 'ORDER_STATE', 'This document is not waiting for review')),
    );
    risk();
    const user = userEvent.setup();
    const dialog = await reviewPassport(user);
    const asked = sent.requests(opsKycQueue).length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Someone has already decided this, or its state changed. Look at it again: the list is brought up to date.',
    );
    expect(sent.requests(opsKycQueue).length).toBeGreaterThan(asked);
  });

  it('is not in the shell of a role without kyc.review (support)', async () => {
    fakeServer(queue());
    signIn([...permissionsOf('support')], { account: 'helper', role: 'support' });
    renderConsole('/kyc');
    const menu = screen.getByRole('navigation', { name: 'Console menu' });
    const pages = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(pages).not.toContain('KYC documents');
    expect(pages).toContain('Members');
    // The address lands on a page the role has.
    expect(await screen.findByRole('heading', { name: 'Members', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Waiting for review' })).toBeNull();
  });
});

describe("a member's KYC tab", () => {
  it("lists the player's documents in every state, each with its review", async () => {
    const rejected = kycEntry({
      id: 3,
      kind: 'ADDRESS',
      status: 'REJECTED',
      name: 'old-bill.jpg',
      type: 'image/jpeg',
      uploadedAt: '2026-11-20T08:00:00Z',
      reviewedAt: '2026-11-21T08:00:00Z',
      reason: 'Older than three months',
    });
    const sent = fakeServer(
      answer(opsMemberDetail, memberDetail()),
      answer(opsKycQueue, (r) =>
        kycPage(
          r.query.get('status') === 'PENDING'
            ? [passport]
            : r.query.get('status') === 'REJECTED'
              ? [rejected]
              : [],
        ),
      ),
      answer(opsKycFile, png),
      answer(opsReviewKyc, decided('APPROVED', 'PENDING')),
    );
    risk();
    const user = userEvent.setup();
    renderConsole('/members?account=ana&tab=kyc');
    const tabs = await screen.findByRole('tablist', { name: "ana's data" });
    expect(within(tabs).getByRole('tab', { name: 'KYC' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const table = await screen.findByRole('table', { name: 'KYC' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Waiting for review')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Rejected')).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement).getByText('Rejected because: Older than three months'),
    ).toBeTruthy();
    const asked = sent.requests(opsKycQueue);
    expect(asked.map((r) => r.query.get('status')).sort()).toEqual([
      'APPROVED',
      'PENDING',
      'REJECTED',
    ]);
    expect(asked.every((r) => r.query.get('account') === 'ana')).toBe(true);

    await user.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Review passport.png of ana' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Identity document of ana' });
    await within(dialog).findByRole('img', { name: 'Identity document sent by ana' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await within(dialog).findByText("Approved. ana's verification is now: waiting for review.");
    expect(sent.requests(opsReviewKyc)[0]?.body).toEqual({ id: 1, decision: 'approve' });
    expect(sent.requests(opsKycQueue).length).toBeGreaterThan(3);
  });

  it('is not shown to a role without kyc.review', async () => {
    fakeServer(answer(opsMemberDetail, memberDetail()));
    signIn([...permissionsOf('support')], { role: 'support' });
    renderConsole('/members?account=ana&tab=kyc');
    const tabs = await screen.findByRole('tablist', { name: "ana's data" });
    expect(within(tabs).queryByRole('tab', { name: 'KYC' })).toBeNull();
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeTruthy();
  });
});
