import { useCallback, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ErrorContext, errorText } from '../../../lib/error-text.ts';
import { useSiteConfig } from '../../system/index.ts';
import { type AmountLimits, amountProblem } from '../../wallet/index.ts';

/** How the last submission ended, as SubmitRow and FormResult take it. */
export interface Outcome {
  success: boolean;
  done?: string;
  error?: string;
}

/**
 * Runs one submission and keeps its outcome for the form's status line: the text the
 * action returns, or the failure in a money form's words (lib/error-text.ts), or in those of
 * `context` (the point mall's).
 */
export function useOutcome(context: ErrorContext = 'money') {
  const { t } = useTranslation();
  // The dates a refusal names (a limit's reset, a break's end) read in the brand's time.
  const timeZone = useSiteConfig().data?.timeZone;
  const [result, setResult] = useState<Outcome>({ success: false });
  const run = useCallback(
    async (action: () => Promise<string | undefined>) => {
      setResult({ success: false });
      try {
        setResult({ success: true, done: await action() });
      } catch (err) {
        setResult({ success: false, error: errorText(err, t, context, { timeZone }) });
      }
    },
    [t, context, timeZone],
  );
  const clear = useCallback(() => setResult({ success: false }), []);
  return { result, run, clear };
}

/** A react-hook-form `validate` for an amount field: true, or the problem in words. */
export function useAmountCheck() {
  const { t } = useTranslation();
  return useCallback(
    (limits: AmountLimits = {}) =>
      (value: string) => {
        const problem = amountProblem(value, limits);
        return problem ? t(problem.key, problem.values) : true;
      },
    [t],
  );
}

/** What every money form is made of: the form, its outcome and the amount check. */
export function useMoneyForm<V extends FieldValues>(defaultValues: DefaultValues<V>) {
  const form = useForm<V>({ defaultValues });
  return { ...form, outcome: useOutcome(), amountCheck: useAmountCheck() };
}
