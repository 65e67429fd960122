import {
  opsAgentContracts,
  opsAgentTree,
  opsListAgents,
  opsSetHouseContract,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../lib/define-routes.ts';
import { agentContracts, agentTree, listAgents } from '../agent/index.ts';
import { whoMade } from './audit-search.ts';

/** The console's agents page's calls (issue 19). */
export function agentConsoleOps(app: FastifyInstance) {
  const db = app.database.db;
  handle(app, opsListAgents, ({ query }) => listAgents(db, query));
  handle(app, opsAgentTree, ({ query }) => agentTree(db, query));
  handle(app, opsAgentContracts, async ({ query }) => {
    const found = await agentContracts(db, query);
    const contracts = await Promise.all(
      found.contracts.map(async (c) =>
        c.upline === null ? { ...c, setBy: await whoMade(db, opsSetHouseContract.path, c) } : c,
      ),
    );
    return { ...found, contracts };
  });
}
