import {
  type ActionState,
  applyPromotion,
  claimPromotion,
  getPromotionDetail,
  getPromotionStates,
} from '@gamehall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { detail, renderAt, UUID } from '../test/fixtures.tsx';
import { PromoDetailPage } from './promo-detail-page.tsx';

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
});

const states = (state: ActionState, id = 1) => ({
  states: [{ id, state, amount: state === 'CLAIM' ? 20 : null }],
  available: state === 'CLAIM' ? 1 : 0,
});

const APPLICATION = detail({
  id: 4,
  title: 'Big win',
  type: 'SPECIAL',
  rule: { kind: 'APPLICATION', amount: 88 },
  repeat: 'WEEKLY',
  turnoverMultiple: 3,
});

const open = (id = 1) => renderAt(`/promoDetail?id=${id}`, <PromoDetailPage />);
const asPlayer = () => useSession.setState({ token: 't', accountType: 0 });
const facts = () =>
  screen
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('PromoDetailPage', () => {
  it('shows the rules as rich text and in figures, and asks a visitor to log in', async () => {
    const server = fakeServer(answer(getPromotionDetail, detail()));
    const user = userEvent.setup();
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeTruthy();
    expect((await screen.findByText('double')).tagName).toBe('B');
    expect(facts()).toEqual([
      'Bonus: 100.00% of the deposit',
      'Bonus cap: 500.00',
      'Minimum deposit: 50.00',
      'Wagering: 10× the bonus',
      'How often: Once',
      'Period: 2026-11-01 00:00:00 – 2026-12-01 00:00:00',
    ]);
    expect(server.requests(getPromotionDetail)[0]?.query.get('id')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Log in to join' }));
    expect(useDialogs.getState().open).toBe('login');
    expect(server.requests(getPromotionStates)).toEqual([]);
  });

  it.each([
    ['COMING_SOON', 'Coming soon'],
    ['CLOSE', 'Close'],
    ['CLAIMED', 'Claimed'],
    ['APPLYING', 'Applying'],
    ['ISSUED', 'Issued'],
    ['REJECTED', 'Rejected'],
  ] as const)('shows %s as a disabled “%s”', async (state, label) => {
    fakeServer(answer(getPromotionDetail, detail()), answer(getPromotionStates, states(state)));
    asPlayer();
    open();
    const button = await screen.findByRole('button', { name: label });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('joins a deposit promotion on the deposit page', async () => {
    fakeServer(answer(getPromotionDetail, detail()), answer(getPromotionStates, states('JOIN')));
    asPlayer();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'depositv2' });
  });

  it('claims with the promotion id and a request id, then asks the states again', async () => {
    const server = fakeServer(
      answer(getPromotionDetail, detail()),
      answer(getPromotionStates, (_, nth) => states(nth === 1 ? 'CLAIM' : 'CLAIMED')),
      answer(claimPromotion, { amount: 20, grantId: 3, turnover: 200 }),
    );
    asPlayer();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('20.00 was added to your bonus wallet. Wager 200.00 to release it.'),
    ).toBeTruthy();
    expect(server.requests(claimPromotion).map((r) => r.body)).toEqual([
      { promotionId: 1, requestId: expect.stringMatching(UUID) },
    ]);
    expect(await screen.findByRole('button', { name: 'Claimed' })).toBeTruthy();
    expect(server.requests(getPromotionStates).length).toBeGreaterThanOrEqual(2);
  });

  it('words a claim refused for want of a deposit, with the deposit it needs', async () => {
    fakeServer(
      answer(getPromotionDetail, detail()),
      answer(getPromotionStates, states('CLAIM')),
      answer(
        claimPromotion,
        failure(409, 'DEPOSIT_REQUIRED', 'Deposit first', { minDeposit: '50.00' }),
      ),
    );
    asPlayer();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deposit at least 50.00 first to take part.',
    );
  });
});

/** Images of a given kind and size (the browser reports the size it is given). */
const image = (name: string, type: string, bytes = 10) =>
  new File([new Uint8Array(bytes).fill(65)], name, { type });

describe('The application form', () => {
  const openForm = async () => {
    const server = fakeServer(
      answer(getPromotionDetail, APPLICATION),
      answer(getPromotionStates, (_, nth) => states(nth === 1 ? 'JOIN' : 'APPLYING', 4)),
      answer(applyPromotion, { id: 12, status: 'APPLYING' }),
    );
    asPlayer();
    const user = userEvent.setup({ applyAccept: false });
    open(4);
    expect(await screen.findByText('Bonus amount')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Big win' });
    return { server, user, dialog };
  };

  it('refuses a fourth image, another kind of file, a file over 5 MB and 141 characters', async () => {
    const { server, user, dialog } = await openForm();
    const input = within(dialog).getByLabelText('Add images') as HTMLInputElement;

    await user.upload(input, [image('a.png', 'image/png'), image('b.jpg', 'image/jpeg')]);
    await user.upload(input, image('c.png', 'image/png'));
    // The files are read one after another: wait for the third, not just the first.
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('img')
          .map((i) => i.getAttribute('alt')),
      ).toEqual(['Image 1', 'Image 2', 'Image 3']),
    );
    // Full: the picker is off; a 4th image cannot be added.
    expect(input.disabled).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Remove image 3' }));
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    await user.upload(input, [image('d.png', 'image/png'), image('e.png', 'image/png')]);
    expect(within(dialog).getByRole('alert').textContent).toBe('You can add at most 3 images.');

    await user.upload(input, image('notes.gif', 'image/gif'));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'notes.gif is not a PNG or JPG image.',
    );
    await user.upload(input, image('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(within(dialog).getByRole('alert').textContent).toBe('huge.jpg is larger than 5 MB.');
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);

    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    await user.click(comment);
    await user.paste('x'.repeat(141));
    expect(within(dialog).getByText('141/140 characters')).toBeTruthy();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The comment may have at most 140 characters.',
    );
    expect(server.requests(applyPromotion)).toEqual([]);
  });

  it('sends the comment and the images as bare base64 with a request id', async () => {
    const { server, user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Won big');
    expect(within(dialog).getByText('7/140 characters')).toBeTruthy();
    await user.upload(within(dialog).getByLabelText('Add images'), image('a.png', 'image/png', 3));
    await within(dialog).findByRole('img', { name: 'Image 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(
      await screen.findByText('Your application was sent. We will review it soon.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests(applyPromotion).map((r) => r.body)).toEqual([
      {
        promotionId: 4,
        comment: 'Won big',
        images: [{ type: 'image/png', data: 'QUFB' }],
        requestId: expect.stringMatching(UUID),
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Applying' })).toBeTruthy();
  });

  it.each([
    [415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PNG and JPG images can be sent.'],
    [413, 'PAYLOAD_TOO_LARGE', 'The images are too large: each may be 5 MB at most.'],
    [409, 'PROMOTION_NOT_OPEN', 'This promotion is not open right now.'],
    [409, 'ALREADY_CLAIMED', 'You have already taken part in this promotion for this period.'],
  ] as const)('words the server’s %i %s', async (status, code, text) => {
    fakeServer(
      answer(getPromotionDetail, APPLICATION),
      answer(getPromotionStates, states('JOIN', 4)),
      answer(applyPromotion, failure(status, code)),
    );
    asPlayer();
    const user = userEvent.setup();
    open(4);
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
  });
});
