import { type EditableSettingKey, opsChangeSetting } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorWords } from '../../lib/error-words.ts';
import { staffCall } from '../../lib/staff-call.ts';
import { SETTINGS } from './settings-query.ts';

type Path = string;

/** The value at a dot path ('depositChannels.0.min') of a JSON value. */
export function getAt(value: unknown, path: Path): unknown {
  let at = value;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** A copy of `value` with `next` at the dot path; the parts on the way are copied, not shared. */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  const [head = '', ...rest] = path.split('.');
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  copy[head] = rest.length === 0 ? next : setAt(copy[head], rest.join('.'), next);
  return copy as T;
}

/**
 * The server's issues by the path of the setting they are about (it names them from the
 * body: 'value.withdrawMin' is the field 'withdrawMin'; decision 041).
 */
function issuesByPath(details: unknown): Record<Path, string> {
  const out: Record<Path, string> = {};
  if (!Array.isArray(details)) return out;
  for (const d of details as { path?: unknown; message?: unknown }[]) {
    if (typeof d?.path !== 'string' || typeof d.message !== 'string') continue;
    const path = d.path.replace(/^value\.?/, '');
    out[path] ??= d.message;
  }
  return out;
}

/** A number as typed becomes a number; an empty nullable one null; anything else goes as typed. */
function numberOf(text: string, nullable: boolean): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return nullable ? null : trimmed;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

/**
 * One section's edit of one setting: a draft of its whole value, numbers kept as typed
 * until saved, and the server's answer — its issues at their fields, or a success. The
 * browser checks nothing itself: the server's schema is the one judge (decision 041).
 */
export function useSettingForm(key: EditableSettingKey, initial: unknown) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<unknown>(initial);
  const [texts, setTexts] = useState<Record<Path, { text: string; nullable: boolean }>>({});
  const [issues, setIssues] = useState<Record<Path, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const mutation = useMutation({
    mutationFn: (value: unknown) => staffCall(opsChangeSetting, { body: { key, value } }),
    onMutate: () => {
      setIssues({});
      setFailure(null);
      setSaved(false);
    },
    onSuccess: (answer) => {
      setDraft(answer.value);
      setTexts({});
      setSaved(true);
      return client.invalidateQueries({ queryKey: SETTINGS });
    },
    onError: (err) => {
      setFailure(errorWords(t, err));
      if (err instanceof ApiError) setIssues(issuesByPath(err.details));
    },
  });

  const edited = () => setSaved(false);
  return {
    draft,
    issues,
    failure,
    saved,
    busy: mutation.isPending,
    /** The issue the server named at `path`, if any. */
    issueAt: (path: Path) => issues[path],
    value: (path: Path) => getAt(draft, path),
    set: (path: Path, next: unknown) => {
      edited();
      setDraft((d: unknown) => setAt(d, path, next));
    },
    text: (path: Path) => {
      const typed = texts[path];
      if (typed) return typed.text;
      const v = getAt(draft, path);
      return v === null || v === undefined ? '' : String(v);
    },
    setText: (path: Path, text: string, nullable = false) => {
      edited();
      setTexts((all) => ({ ...all, [path]: { text, nullable } }));
    },
    /** Sends the whole edited value, the numbers typed put in as numbers. */
    save: () => {
      let value = draft;
      for (const [path, typed] of Object.entries(texts)) {
        value = setAt(value, path, numberOf(typed.text, typed.nullable));
      }
      mutation.mutate(value);
    },
  };
}

export type SettingForm = ReturnType<typeof useSettingForm>;
