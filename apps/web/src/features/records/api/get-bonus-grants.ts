import { getBonusGrants } from '@gamehall/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../../lib/api-client.ts';
import { balanceQuery, refreshMoney } from '../../wallet/index.ts';

/**
 * Bonus details (bonusDetails): every bonus with its wagering progress, and the category
 * weights it is wagered by. Under 'records', so every money action (and a bet's
 * settlement seen through the refresh) asks it again.
 */
export const bonusGrantsQuery = () =>
  queryOptions({
    queryKey: ['records', 'bonusGrants'],
    queryFn: ({ signal }) => call(getBonusGrants, {}, { signal }),
  });

/**
 * How far back a release found on opening bonus details may predate the balance's answer
 * and still be missing from it: the balance is read when asked and answers later.
 */
const RELEASE_RACE_MS = 60_000;

/**
 * The player's bonuses. Asking for them brings the player's wagering up to date on the
 * server, which may release a bonus to the main wallet while the header's balance, asked
 * at the same moment, was already read: the wallets are asked again when a bonus is seen
 * released that was not before — on the first answer, one released about when the balance
 * answered or later.
 */
export function useBonusGrants() {
  const client = useQueryClient();
  const query = useQuery(bonusGrantsQuery());
  const releases = (query.data?.list ?? []).filter((g) => g.state === 'RELEASED' && g.closedAt);
  const releasedKey = query.data ? releases.map((g) => g.id).join(',') : null;
  const lastRelease = Math.max(0, ...releases.map((g) => Date.parse(g.closedAt ?? '')));
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (releasedKey === null) return;
    const before = seen.current;
    seen.current = releasedKey;
    const balanceAt = client.getQueryState(balanceQuery().queryKey)?.dataUpdatedAt ?? 0;
    const fresh =
      before === null ? lastRelease > balanceAt - RELEASE_RACE_MS : releasedKey !== before;
    if (fresh && lastRelease > 0) void refreshMoney(client);
  }, [releasedKey, lastRelease, client]);
  return query;
}
