import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorWords } from '../../lib/error-words.ts';
import { CONTENT_QUERY } from './content-text.ts';

/**
 * A content change: while it runs the form is busy; once done every content list is asked
 * again (a change may move a row between filters), and a refusal reads in the console's words.
 */
export function useContentSave<A>(
  work: (args: A) => Promise<unknown>,
  onDone: () => void,
  /** A refusal this form words itself (code → key), e.g. a help code already taken. */
  own: Record<string, string> = {},
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: work,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: CONTENT_QUERY });
      onDone();
    },
  });
  return {
    save: save.mutate,
    busy: save.isPending,
    error: !save.isError
      ? null
      : save.error instanceof ApiError && own[save.error.code]
        ? t(own[save.error.code] ?? '')
        : errorWords(t, save.error),
  };
}
