import { getMessages, type MailboxFilter } from '@gamehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { PAGE_SIZE } from '../../panel/index.ts';

export const messagesQuery = (filter: MailboxFilter, pageNo: number) =>
  queryOptions({
    queryKey: ['mailbox', 'messages', filter, pageNo],
    queryFn: ({ signal }) =>
      call(getMessages, { query: { filter, pageNo, pageSize: PAGE_SIZE } }, { signal }),
  });

/** One page of the mailbox; the page shown stays while the next one loads. */
export const useMessages = (filter: MailboxFilter, pageNo: number) =>
  useQuery({ ...messagesQuery(filter, pageNo), placeholderData: keepPreviousData });
