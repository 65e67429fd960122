import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import es from '../../locales/es/play.json';
import { errorText } from './play-error.ts';

/** The game page's own Spanish catalogue, as a Spanish site opens it. */
const spanish = i18next.createInstance();
beforeAll(() =>
  spanish.init({
    lng: 'ES',
    fallbackLng: false,
    resources: { ES: { translation: es } },
    interpolation: { escapeValue: false },
  }),
);

const refusal = (status: number, code: string, details?: unknown) =>
  new ApiError(status, code, 'Insufficient balance', undefined, details);

describe('refusals on a game page (issue 20)', () => {
  it('a balance too low reads in the site’s language with the next step', () => {
    const t = spanish.t.bind(spanish);
    const funds = refusal(409, 'WALLET_INSUFFICIENT_FUNDS');
    expect(errorText(funds, t)).toBe(
      'Tu saldo no alcanza para esta apuesta. Baja la apuesta o haz un depósito en el sitio y vuelve.',
    );
    // A game on its vendor's own wallet: the money is one click away, not a deposit.
    expect(errorText(funds, t, { transferWallet: true })).toMatch(
      /^La billetera de este juego no alcanza.*“Añadir dinero”/,
    );
  });

  it('a limit names its figure in the brand’s money', () => {
    const t = spanish.t.bind(spanish);
    const below = refusal(400, 'AMOUNT_OUT_OF_RANGE', { reason: 'BET_BELOW_MIN', limit: 1 });
    expect(errorText(below, t, { currencySymbol: '$' })).toMatch(/mínimo de la mesa, \$1\.00,/);
    expect(errorText(refusal(400, 'AMOUNT_OUT_OF_RANGE'), t)).toBe(
      'Esta apuesta no está permitida en este juego. Cámbiala y vuelve a apostar.',
    );
  });

  it('no refusal is left in the server’s English, known or not', () => {
    const t = spanish.t.bind(spanish);
    const codes = ['SESSION_EXPIRED', 'GAME_UNAVAILABLE', 'SERVER_BUSY', 'SOMETHING_NEW'];
    for (const code of codes) {
      const text = errorText(refusal(409, code), t);
      expect(text).not.toMatch(/Insufficient|balance/i);
      expect(text.length).toBeGreaterThan(20);
    }
    expect(errorText(refusal(500, 'INTERNAL'), t)).toMatch(/^Algo falló de nuestro lado/);
    expect(errorText(new ApiError(0, 'NETWORK', 'Network link is abnormal'), t)).toBe(
      es.play_error_network,
    );
  });
});
