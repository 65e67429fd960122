// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { testI18n } from '../../test/i18n.ts';
import { pvpErrorText } from './pvp-errors.ts';

const t = testI18n.t.bind(testI18n);
const refusal = (status: number, code: string, details?: unknown) =>
  new ApiError(status, code, 'server words', undefined, details);

describe('pvpErrorText', () => {
  it('words each card-room refusal for the call it answers', () => {
    expect(pvpErrorText(refusal(409, 'PVP_ACTION_NOT_ALLOWED'), t, 'act')).toBe(
      'That move is not open to you now. The buttons show what you can do.',
    );
    expect(pvpErrorText(refusal(409, 'PVP_ALREADY_SEATED'), t, 'sit')).toBe(
      'You already sit at a table of this room.',
    );
    expect(pvpErrorText(refusal(409, 'PVP_NOT_SEATED'), t, 'leave')).toBe(
      'You are no longer seated at this table.',
    );
    expect(pvpErrorText(refusal(400, 'AMOUNT_OUT_OF_RANGE'), t, 'act')).toBe(
      'That amount is not allowed now. Choose one within the range shown.',
    );
    // A buy-in refusal without its figures still says what is wrong.
    expect(pvpErrorText(refusal(400, 'AMOUNT_OUT_OF_RANGE'), t, 'sit')).toBe(
      "This buy-in is outside this room's range.",
    );
    expect(
      pvpErrorText(refusal(409, 'WALLET_INSUFFICIENT_FUNDS'), t, 'sit', { transferWallet: true }),
    ).toMatch(/^This game's wallet is too low for this buy-in/);
    expect(pvpErrorText(refusal(400, 'VALIDATION_FAILED'), t, 'state')).toBe(
      "This room is not one of this game's rooms. Go back to the lobby and pick a room again.",
    );
  });

  it('falls back on the game page’s words for everything else', () => {
    expect(pvpErrorText(refusal(0, 'NETWORK'), t, 'act')).toBe(
      'The connection was lost. Try again: a bet that already went through is not placed twice.',
    );
    expect(pvpErrorText(refusal(401, 'SESSION_EXPIRED'), t, 'state')).toBe(t('play_err_session'));
  });
});
