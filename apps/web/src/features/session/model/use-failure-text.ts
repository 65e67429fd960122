import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useSiteConfig } from '../../system/index.ts';

/**
 * A login, verification or registration failure in words: the server's message, or the
 * site's own where it words the code (a break or self-exclusion, with its end in the
 * brand's time).
 */
export function useFailureText() {
  const { t } = useTranslation();
  const timeZone = useSiteConfig().data?.timeZone;
  return useCallback((err: unknown) => errorText(err, t, 'login', { timeZone }), [t, timeZone]);
}
