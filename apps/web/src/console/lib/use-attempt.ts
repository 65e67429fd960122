import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorWords } from './error-words.ts';

/** A form's one call at a time: busy while it runs, its refusal in the console's words. */
export function useAttempt() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(errorWords(t, err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
