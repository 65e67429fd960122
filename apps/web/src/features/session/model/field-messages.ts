import type { FieldIssue } from '@gamehall/contract';
import type { TFunction } from 'i18next';

/**
 * Product §5: a pattern's message comes from the catalogue by id (reg_pattern_<id>), with
 * (min)-(max) replaced by the rule's bounds, or by one number when both are equal.
 */
export function patternMessage(t: TFunction, patternId: number, min: number, max: number) {
  const key = `reg_pattern_${patternId}`;
  const template = t(key, { defaultValue: t('reg_pattern_1') });
  const bounds =
    min === max
      ? template.replace('(min)-(max)', String(min))
      : template.replace('(min)', String(min)).replace('(max)', String(max));
  return bounds.replace('(min)', String(min)).replace('(max)', String(max));
}

/** The words for one field's issue, as the form and the server's details both give it. */
export function issueMessage(t: TFunction, issue: FieldIssue): string {
  switch (issue.kind) {
    case 'required':
      return t('in_input_empty');
    case 'mismatch':
      return t('auth_confirm_mismatch');
    case 'pattern':
      return patternMessage(t, issue.patternId, issue.min, issue.max);
  }
}

function isIssue(value: unknown): value is FieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  if (kind === 'required' || kind === 'mismatch') return true;
  const p = value as { patternId?: unknown; min?: unknown; max?: unknown };
  return (
    kind === 'pattern' &&
    typeof p.patternId === 'number' &&
    typeof p.min === 'number' &&
    typeof p.max === 'number'
  );
}

/** The field issues of a 400 VALIDATION_FAILED answer's details (field → FieldIssue). */
export function detailIssues(details: unknown): Record<string, FieldIssue> {
  if (typeof details !== 'object' || details === null) return {};
  return Object.fromEntries(Object.entries(details).filter(([, v]) => isIssue(v))) as Record<
    string,
    FieldIssue
  >;
}
