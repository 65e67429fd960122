import {
  opsAgentContracts,
  opsAgentTree,
  opsListAgents,
  opsSetHouseContract,
} from '@gamehall/contract';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { operatorAudit } from '../../db/schema/ops.ts';
import { handle } from '../../lib/define-routes.ts';
import { agentContracts, agentTree, listAgents } from '../agent/index.ts';
import { SERVICE_KEY } from './audit-search.ts';

/** How long after a house contract was made its audit row may be written (after commit). */
const AUDIT_WINDOW_MS = 10 * 60_000;

/**
 * Who set a house contract: the staff account (or the CLI's service key) on the audit row
 * of the accepted call whose answer was this contract. The contract's history names no
 * staff (they are not members); the audit does. The read is bounded by the audit's time
 * index to the minutes after the contract was made.
 */
async function houseSetter(q: Queryable, contract: { id: number; createdAt: string }) {
  const from = new Date(contract.createdAt);
  const [row] = await q
    .select({ staff: operatorAudit.staffAccount, keyId: operatorAudit.keyId })
    .from(operatorAudit)
    .where(
      and(
        gte(operatorAudit.at, from),
        lt(operatorAudit.at, new Date(from.getTime() + AUDIT_WINDOW_MS)),
        eq(operatorAudit.action, `POST ${opsSetHouseContract.path}`),
        eq(operatorAudit.outcome, 'ok'),
        sql`${operatorAudit.after}->>'id' = ${String(contract.id)}`,
      ),
    )
    .limit(1);
  if (!row) return null;
  return row.staff ?? (row.keyId ? SERVICE_KEY : null);
}

/** The console's agents page's calls (issue 19). */
export function agentConsoleOps(app: FastifyInstance) {
  const db = app.database.db;
  handle(app, opsListAgents, ({ query }) => listAgents(db, query));
  handle(app, opsAgentTree, ({ query }) => agentTree(db, query));
  handle(app, opsAgentContracts, async ({ query }) => {
    const found = await agentContracts(db, query);
    const contracts = await Promise.all(
      found.contracts.map(async (c) =>
        c.upline === null ? { ...c, setBy: await houseSetter(db, c) } : c,
      ),
    );
    return { ...found, contracts };
  });
}
