import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { agentLinks } from '../../db/schema/agent.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { StoredTerms } from './contracts-repo.ts';

export type LinkRow = typeof agentLinks.$inferSelect;
export interface StoredPreset {
  kind: string;
  terms: StoredTerms;
}

/** The link, or null when its code is taken (the caller draws another). */
export async function insertLink(
  q: Queryable,
  link: { agentId: number; code: string; memberType: number; presets: StoredPreset[] },
) {
  try {
    const [row] = await q.insert(agentLinks).values(link).returning();
    return row ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

const live = (agentId: number) =>
  and(eq(agentLinks.agentId, agentId), isNull(agentLinks.revokedAt));

export async function liveLinksOf(q: Queryable, agentId: number) {
  return q.select().from(agentLinks).where(live(agentId)).orderBy(asc(agentLinks.id));
}

export async function countLiveLinks(q: Queryable, agentId: number) {
  const [row] = await q.select({ n: count() }).from(agentLinks).where(live(agentId));
  return row?.n ?? 0;
}

export async function revokeLink(q: Queryable, agentId: number, id: number) {
  const [row] = await q
    .update(agentLinks)
    .set({ revokedAt: new Date() })
    .where(and(live(agentId), eq(agentLinks.id, id)))
    .returning({ id: agentLinks.id });
  return row ?? null;
}

/** A live link by its code (any case). */
export async function linkByCode(q: Queryable, code: string) {
  const [row] = await q
    .select()
    .from(agentLinks)
    .where(
      and(sql`upper(${agentLinks.code}) = ${code.toUpperCase()}`, isNull(agentLinks.revokedAt)),
    );
  return row ?? null;
}

export async function countRegistration(q: Queryable, id: number) {
  const [row] = await q
    .update(agentLinks)
    .set({ registrations: sql`${agentLinks.registrations} + 1` })
    .where(eq(agentLinks.id, id))
    .returning();
  return row ?? null;
}
