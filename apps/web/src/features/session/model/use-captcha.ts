import { useCallback, useEffect, useRef, useState } from 'react';
import { type Captcha, fetchCaptcha } from '../api/get-captcha.ts';

/** Product §5/§9: the image captcha is refreshed at most once per second. */
export const CAPTCHA_THROTTLE_MS = 1000;

/** The image captcha while `active`: a fresh key and picture, refreshable once a second. */
export function useCaptcha(active: boolean) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef(0);
  const live = useRef(true);

  const refresh = useCallback(async (force = false) => {
    const now = Date.now();
    if (!force && now - last.current < CAPTCHA_THROTTLE_MS) return;
    last.current = now;
    try {
      const next = await fetchCaptcha();
      if (live.current) {
        setCaptcha(next);
        setFailed(false);
      }
    } catch {
      if (live.current) setFailed(true);
    }
  }, []);

  useEffect(() => {
    live.current = true;
    if (active) void refresh(true);
    else setCaptcha(null);
    return () => {
      live.current = false;
    };
  }, [active, refresh]);

  return { captcha, failed, refresh };
}
