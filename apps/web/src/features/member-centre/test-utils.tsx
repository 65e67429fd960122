/**
 * Test helper: the member centre with its server answers pre-filled in a QueryClient
 * (no fetch mocking), logged in, on the page the dialog store names.
 */
import type { MemberInfo } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, within } from '@testing-library/react';
import { useDialogs } from '../../lib/dialog-store.ts';
import { useSession } from '../../lib/session-store.ts';
import type { Cached } from '../../test/fake-server.ts';
import { memberInfo } from '../../test/member-info.ts';
import { testQueryClient } from '../../test/query-client.ts';
import { siteConfig, systemStatus } from '../../test/site.ts';
import { kycQuery } from '../kyc/index.ts';
import { kycState } from '../kyc/test-utils.ts';
import { protectionQuery } from '../protection/index.ts';
import { protection } from '../protection/test-utils.ts';
import { memberInfoQuery } from '../session/index.ts';
import { countriesQuery, siteConfigQuery, statusQuery, whitelabelQuery } from '../system/index.ts';
import { playerAvatarsQuery } from './api/get-player-avatars.ts';
import { securityLogQuery } from './api/get-security-log.ts';
import { MemberCentreDialog } from './index.ts';

/** The member of these tests: a nickname and the second avatar already chosen. */
export const member = (over: Partial<MemberInfo> = {}): MemberInfo =>
  memberInfo({ nickname: 'Lucky', avatar: 'avatar-2', ...over });

export type SecurityLogRow = { event: string; at: string; ip: string | null };

export function renderMemberCentre(
  setup: {
    page?: string;
    member?: MemberInfo | null;
    log?: SecurityLogRow[];
    /** Server answers already in the cache (`cached(query, value)`, typed by the query). */
    answers?: Cached[];
    /** The brand's switched-on modules; the demo brand's member-centre ones by default. */
    features?: string[];
  } = {},
) {
  const client = testQueryClient();
  // The security centre's responsible gaming: nothing set, unless an answer says otherwise.
  client.setQueryData(protectionQuery().queryKey, protection());
  // Identity verification: not started, the demo brand's rule, unless an answer says otherwise.
  client.setQueryData(kycQuery().queryKey, kycState());
  for (const fill of setup.answers ?? []) fill(client);
  if (setup.member !== null) {
    client.setQueryData(memberInfoQuery().queryKey, setup.member ?? member());
  }
  client.setQueryData(playerAvatarsQuery().queryKey, { list: ['avatar-1', 'avatar-2'] });
  client.setQueryData(securityLogQuery().queryKey, {
    list: (setup.log ?? []).map((row) => ({ ...row, userAgent: null })),
  });
  // Amounts without a currency sign, as these tests read them.
  client.setQueryData(
    siteConfigQuery().queryKey,
    siteConfig({ timeZone: 'America/Mexico_City', currencySymbol: '' }),
  );
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
  client.setQueryData(
    statusQuery().queryKey,
    systemStatus({ location: { ip: '', country: 'MX' } }),
  );
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
