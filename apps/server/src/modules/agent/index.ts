/** The agent area: the agent centre's calls, contracts and their settlement. */

export {
  agentContracts,
  agentTree,
  listAgents,
  liveContractView,
} from './console-service.ts';
export { decideContract, offerContract, setHouseContract } from './contracts-service.ts';
export { inviteLinks } from './links-service.ts';
export { settlementJob } from './settlement-job.ts';
export { SETTLE_GRACE_MS, settleDue } from './settlement-service.ts';
