/**
 * Test helper: the agent centre with its server answers pre-filled in a QueryClient
 * (`cached(query, value)`) or answered by the fake server (`fakeServer(...)` in the test),
 * logged in as an agent, on the page the dialog store names.
 */
import type { MemberInfo } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { useDialogs } from '../../lib/dialog-store.ts';
import { useSession } from '../../lib/session-store.ts';
import type { Cached } from '../../test/fake-server.ts';
import { memberInfo } from '../../test/member-info.ts';
import { testQueryClient } from '../../test/query-client.ts';
import { siteConfig, systemStatus } from '../../test/site.ts';
import { memberInfoQuery } from '../session/index.ts';
import { siteConfigQuery, statusQuery, whitelabelQuery } from '../system/index.ts';
import { AgentCentreDialog } from './index.ts';

/** After each test (`afterEach(endAgentCentre)`): the centre closed, logged out, fetch restored. */
export function endAgentCentre() {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  vi.restoreAllMocks();
}

/** The agent of these tests (type 1). */
export const agent = (over: Partial<MemberInfo> = {}): MemberInfo =>
  memberInfo({ account: 'agent01', type: 1, ...over });

/** The demo brand's agent centre switches: the centre and its four contract types. */
export const AGENT_FEATURES = [
  'AGENTCENTER',
  'DIVIDEND',
  'DAILYSALARY',
  'HOURSALARY',
  'REALTIMESALARY',
];

export function renderAgentCentre(
  setup: {
    page?: string;
    member?: MemberInfo;
    /** Server answers already in the cache (`cached(query, value)`, typed by the query). */
    answers?: Cached[];
    /** The brand's switched-on modules (AGENT_FEATURES by default). */
    features?: string[];
  } = {},
) {
  const client = testQueryClient();
  for (const fill of setup.answers ?? []) fill(client);
  const who = setup.member ?? agent();
  client.setQueryData(memberInfoQuery().queryKey, who);
  // Amounts without a currency sign, as these tests read them.
  client.setQueryData(
    siteConfigQuery().queryKey,
    siteConfig({ timeZone: 'America/Mexico_City', currencySymbol: '' }),
  );
  client.setQueryData(
    whitelabelQuery().queryKey,
    (setup.features ?? AGENT_FEATURES).map((modId) => ({
      modId,
      enabled: '1' as const,
      childrenNodes: [],
    })),
  );
  client.setQueryData(
    statusQuery().queryKey,
    systemStatus({ location: { ip: '', country: 'MX' } }),
  );
  useSession.setState({ token: 't', accountType: who.type });
  useDialogs.getState().openDialog('agentCentre', setup.page);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <AgentCentreDialog />
      </QueryClientProvider>,
    ),
  };
}
