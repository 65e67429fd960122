/**
 * Test helper: the member centre with its server answers pre-filled in a QueryClient
 * (no fetch mocking), logged in, on the page the dialog store names.
 */
import type { MemberInfo } from '@gamehall/contract';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render, within } from '@testing-library/react';
import { useDialogs } from '../../lib/dialog-store.ts';
import { useSession } from '../../lib/session-store.ts';
import { memberInfo } from '../../test/member-info.ts';
import { testQueryClient } from '../../test/query-client.ts';
import { memberInfoQuery } from '../session/index.ts';
import { countriesQuery, siteConfigQuery, statusQuery, whitelabelQuery } from '../system/index.ts';
import { playerAvatarsQuery } from './api/get-player-avatars.ts';
import { securityLogQuery } from './api/get-security-log.ts';
import { MemberCentreDialog } from './index.ts';

/** The member of these tests: a nickname and the second avatar already chosen. */
export const member = (over: Partial<MemberInfo> = {}): MemberInfo =>
  memberInfo({ nickname: 'Lucky', avatar: 'avatar-2', ...over });

export type SecurityLogRow = { event: string; at: string; ip: string | null };

/** Server answers of a page under test, by query key. */
export type Answers = [key: QueryKey, value: unknown][];

export function renderMemberCentre(
  setup: {
    page?: string;
    member?: MemberInfo | null;
    log?: SecurityLogRow[];
    answers?: Answers;
    /** The brand's switched-on modules; the demo brand's member-centre ones by default. */
    features?: string[];
  } = {},
) {
  const client = testQueryClient();
  for (const [key, value] of setup.answers ?? []) client.setQueryData(key, value);
  if (setup.member !== null) {
    client.setQueryData(memberInfoQuery().queryKey, setup.member ?? member());
  }
  client.setQueryData(playerAvatarsQuery().queryKey, { list: ['avatar-1', 'avatar-2'] });
  client.setQueryData(securityLogQuery().queryKey, {
    list: (setup.log ?? []).map((row) => ({ ...row, userAgent: null })),
  });
  client.setQueryData(siteConfigQuery().queryKey, { timeZone: 'America/Mexico_City' } as never);
  client.setQueryData(countriesQuery().queryKey, [
    { countryCode: 'MX', countryDialingCode: '52', name: 'Mexico' },
  ]);
  client.setQueryData(
    whitelabelQuery().queryKey,
    (setup.features ?? ['TRANSFERUPLINE']).map((modId) => ({
      modId,
      enabled: '1' as const,
      childrenNodes: [],
    })),
  );
  client.setQueryData(statusQuery().queryKey, { location: { country: 'MX' } } as never);
  useSession.setState({ token: 't', accountType: setup.member?.type ?? 0 });
  useDialogs.getState().openDialog('memberCentre', setup.page);
  return render(
    <QueryClientProvider client={client}>
      <MemberCentreDialog />
    </QueryClientProvider>,
  );
}

/** A table's body rows as the text of their cells, the way a person reads them. */
export const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .filter((cells) => cells.length > 0);
