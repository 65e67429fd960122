import { getKycFile, uploadKycDocument } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { TRIAL_ACCOUNT, useSession } from '../../../lib/session-store.ts';
import { answer, cached, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { renderMemberCentre } from '../../member-centre/test-utils.tsx';
import { kycQuery } from '../api/get-kyc.ts';
import { kycDocument, kycState } from '../test-utils.ts';
import { KycSlot } from './kyc-slot.tsx';

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  vi.restoreAllMocks();
});

/** The security centre's KYC section, once the centre's page has loaded. */
const section = () =>
  screen.findByRole('region', { name: 'Verify your identity' }, { timeout: 5000 });
/** "Status: …" as a person reads it. */
const statusOf = (found: HTMLElement) =>
  within(found).getByText('Status:').parentElement?.textContent;
const kind = async (name: string) => within(await section()).getByRole('region', { name });

/** A small pdf, as the server checks one: its header and its end marker. */
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n';

/** jsdom makes no object URLs: these stand in for the test, then go. */
function objectUrls(url: string) {
  const before = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  const fakes = { createObjectURL: vi.fn(() => url), revokeObjectURL: vi.fn() };
  Object.assign(URL, fakes);
  onTestFinished(() => {
    Object.assign(URL, before);
  });
  return fakes;
}

describe('Verify your identity in the security centre', () => {
  it('uploads a pdf with its kind, type, name and base64 bytes, then shows it waiting', async () => {
    const waiting = kycDocument({ id: 7, name: 'passport.pdf', bytes: PDF.length });
    const server = fakeServer(
      answer(uploadKycDocument, () => kycState({ status: 'PENDING', documents: [waiting] })),
    );
    const user = userEvent.setup();
    renderMemberCentre();
    const found = await section();
    expect(statusOf(found)).toBe('Status: Not started');
    const identity = await kind('Identity document');

    await user.upload(
      within(identity).getByLabelText('Choose an identity document'),
      new File([PDF], 'passport.pdf', { type: 'application/pdf' }),
    );
    expect(within(identity).getByText('Chosen: passport.pdf (1 KB)')).toBeTruthy();
    await user.click(within(identity).getByRole('button', { name: 'Upload identity document' }));

    await waitFor(() =>
      expect(server.requests(uploadKycDocument).map((r) => r.body)).toEqual([
        {
          kind: 'IDENTITY',
          file: {
            type: 'application/pdf',
            name: 'passport.pdf',
            data: Buffer.from(PDF).toString('base64'),
          },
        },
      ]),
    );
    expect(await within(identity).findByText('Sent: it is waiting for review.')).toBeTruthy();
    const list = within(identity).getByRole('list', { name: 'Your identity documents' });
    expect(within(list).getByText('passport.pdf')).toBeTruthy();
    expect(within(list).getByText('Waiting for review')).toBeTruthy();
    // The brand's time (Mexico City, UTC−6).
    expect(within(list).getByText(/^Sent 2026-03-01 06:00:00/)).toBeTruthy();
    expect(
      within(found).getByText('Your documents are waiting for review. The answer will show here.'),
    ).toBeTruthy();
  });

  it('refuses a 6 MB file and a .txt in the browser, with words, and sends nothing', async () => {
    const server = fakeServer();
    // accept=… is only a hint to the picker: a person can still pick another file.
    const user = userEvent.setup({ applyAccept: false });
    renderMemberCentre();
    const address = await kind('Proof of address');
    const input = within(address).getByLabelText('Choose a proof of address');

    await user.upload(input, new File(['my address'], 'address.txt', { type: 'text/plain' }));
    expect(within(address).getByRole('alert').textContent).toBe(
      'Only PNG, JPG or PDF files can be sent.',
    );

    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'bill.pdf', {
      type: 'application/pdf',
    });
    await user.upload(input, big);
    expect(within(address).getByRole('alert').textContent).toBe('The file is larger than 5 MB.');

    await user.click(within(address).getByRole('button', { name: 'Upload proof of address' }));
    expect(within(address).getByRole('alert').textContent).toBe('Choose a file first.');
    expect(server.requests(uploadKycDocument)).toEqual([]);
    expect(server.unanswered.filter((call) => call.includes('/kyc'))).toEqual([]);
  });

  it('shows a refused document with its reason, and the brand’s rule in words', async () => {
    renderMemberCentre({
      answers: [
        cached(
          kycQuery(),
          kycState({
            status: 'REJECTED',
            documents: [
              kycDocument({
                id: 3,
                name: 'id-card.jpg',
                type: 'image/jpeg',
                status: 'REJECTED',
                reviewedAt: '2026-03-02T15:00:00.000Z',
                reason: 'The photo is blurred',
              }),
            ],
          }),
        ),
      ],
    });
    const found = await section();
    expect(statusOf(found)).toBe('Status: Refused');
    expect(
      within(within(found).getByRole('list', { name: 'Refused documents' })).getByText(
        'Identity document refused: The photo is blurred',
      ),
    ).toBeTruthy();
    expect(
      within(found).getByText(
        'Withdrawals above 5,000.00, or past 20,000.00 in all, need a verified identity.',
      ),
    ).toBeTruthy();
    const list = within(await kind('Identity document')).getByRole('list', {
      name: 'Your identity documents',
    });
    expect(within(list).getByText('Reason: The photo is blurred')).toBeTruthy();
    expect(within(list).getByText(/reviewed 2026-03-02 09:00:00/)).toBeTruthy();
    // A new one can be sent in its place.
    expect(
      within(await kind('Identity document')).getByRole('button', {
        name: 'Upload identity document',
      }),
    ).toBeTruthy();
  });

  it('shows the verified state, with nothing more to send', async () => {
    renderMemberCentre({
      answers: [
        cached(
          kycQuery(),
          kycState({
            status: 'APPROVED',
            withdrawalAbove: 5000,
            lifetimeAbove: null,
            documents: [
              kycDocument({ id: 2, kind: 'ADDRESS', status: 'APPROVED', name: 'bill.png' }),
              kycDocument({ id: 1, status: 'APPROVED' }),
            ],
          }),
        ),
      ],
    });
    const found = await section();
    expect(statusOf(found)).toBe('Status: Verified');
    expect(
      within(found).getByText('Your identity and address are verified: nothing more is needed.'),
    ).toBeTruthy();
    expect(
      within(found).getByText('Withdrawals above 5,000.00 need a verified identity.'),
    ).toBeTruthy();
    expect(within(found).getAllByText('Approved: nothing more to send.')).toHaveLength(2);
    expect(within(found).queryByRole('button', { name: /^Upload/ })).toBeNull();
    expect(within(found).queryByRole('list', { name: 'Refused documents' })).toBeNull();
  });

  it('opens the player’s own image in a dialog', async () => {
    const { revokeObjectURL } = objectUrls('blob:kyc-2');
    const server = fakeServer(
      answer(getKycFile, { type: 'image/png', name: 'bill.png', data: 'iVBORw0KGgo=' }),
    );
    const user = userEvent.setup();
    renderMemberCentre({
      answers: [
        cached(
          kycQuery(),
          kycState({
            status: 'PENDING',
            documents: [
              kycDocument({ id: 2, kind: 'ADDRESS', name: 'bill.png', type: 'image/png' }),
            ],
          }),
        ),
      ],
    });
    const address = await kind('Proof of address');
    await user.click(within(address).getByRole('button', { name: 'View bill.png' }));

    const dialog = await screen.findByRole('dialog', { name: 'bill.png' });
    expect(within(dialog).getByRole('img', { name: 'Your document bill.png' })).toHaveProperty(
      'src',
      'blob:kyc-2',
    );
    expect(server.requests(getKycFile).map((r) => r.query.get('id'))).toEqual(['2']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:kyc-2');
  });

  it('offers a pdf to open in a new tab or save', async () => {
    objectUrls('blob:kyc-1');
    fakeServer(
      answer(getKycFile, { type: 'application/pdf', name: 'passport.pdf', data: 'JVBERi0=' }),
    );
    const user = userEvent.setup();
    renderMemberCentre({
      answers: [cached(kycQuery(), kycState({ status: 'PENDING', documents: [kycDocument()] }))],
    });
    const identity = await kind('Identity document');
    await user.click(within(identity).getByRole('button', { name: 'View passport.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'passport.pdf' });
    const link = within(dialog).getByRole('link', { name: 'Open the PDF in a new tab' });
    expect(link.getAttribute('href')).toBe('blob:kyc-1');
    expect(link.getAttribute('target')).toBe('_blank');
    const save = within(dialog).getByRole('link', { name: 'Download' });
    expect(save.getAttribute('download')).toBe('passport.pdf');
  });

  it('is not there for a trial account, which asks nothing', async () => {
    const server = fakeServer();
    useSession.setState({ token: 't', accountType: TRIAL_ACCOUNT });
    const { container } = render(
      <QueryClientProvider client={testQueryClient()}>
        <KycSlot />
      </QueryClientProvider>,
    );
    expect(container.textContent).toBe('');
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
