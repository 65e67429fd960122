import { getCaptcha } from '@gamehall/contract';
import { call } from '../../../lib/api-client.ts';
import { randomToken } from '../model/random.ts';

export interface Captcha {
  key: string;
  /** data:image/png;base64,… */
  src: string;
}

/** A new image captcha under a fresh random key (the answer is checked against it). */
export async function fetchCaptcha(): Promise<Captcha> {
  const key = randomToken(32);
  const png = await call(getCaptcha, { query: { key } });
  return { key, src: png.startsWith('data:') ? png : `data:image/png;base64,${png}` };
}
