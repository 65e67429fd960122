import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { detailIssues, issueMessage } from './field-messages.ts';

/** Puts a 400 VALIDATION_FAILED answer's field issues on the form's fields. */
export function applyServerIssues<F extends string>(
  err: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }) => void,
  t: TFunction,
): boolean {
  if (!(err instanceof ApiError)) return false;
  let placed = false;
  for (const [field, issue] of Object.entries(detailIssues(err.details))) {
    if (!fields.includes(field as F)) continue;
    setError(field as F, { type: issue.kind, message: issueMessage(t, issue) });
    placed = true;
  }
  return placed;
}
