import { useSections } from '../../system/index.ts';

/** Member-centre pages (product §2 member centre table) that a module switch turns on or off. */
const PAGE_MODULES: Readonly<Record<string, string>> = {
  transferUpline: 'TRANSFERUPLINE',
  manualRebate: 'CASHBACK',
  rewardCenter: 'REWARDCENTER',
  referral: 'REFERRAL',
  missionLeaderboard: 'MISSION',
  messageV2: 'INBOX',
};

/**
 * Whether an entry that opens a member-centre page shows: pages behind a switch follow it;
 * every other page always shows.
 */
export function useMemberPageShown(): (page: string) => boolean {
  const shown = useSections();
  return (page) => {
    const modId = PAGE_MODULES[page];
    return modId === undefined || shown(modId);
  };
}
