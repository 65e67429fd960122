import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { announcements, banners, helpArticles, helpCategories } from '../../db/schema/system.ts';

/** Active notices of the given types inside their publishing window, newest first. */
export async function activeNotices(q: Queryable, types: string[], now: Date) {
  if (types.length === 0) return [];
  return q
    .select()
    .from(announcements)
    .where(
      and(
        inArray(announcements.type, types),
        eq(announcements.active, true),
        or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
      ),
    )
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
}

export async function activeBanners(q: Queryable) {
  return q
    .select()
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.group), asc(banners.sort), asc(banners.id));
}

export async function helpCentre(q: Queryable) {
  const [categories, articles] = await Promise.all([
    q.select().from(helpCategories).orderBy(asc(helpCategories.sort), asc(helpCategories.id)),
    q.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id)),
  ]);
  return { categories, articles };
}

/** A new notice (the operator's): its English text in the columns, every language in translations. */
export async function insertNotice(
  q: Queryable,
  n: {
    type: string;
    text: { title: string; content: string };
    translations: Record<string, { title: string; content: string }>;
    startsAt: Date | null;
    endsAt: Date | null;
  },
) {
  const [row] = await q
    .insert(announcements)
    .values({
      type: n.type,
      ...n.text,
      translations: { EN: n.text, ...n.translations },
      startsAt: n.startsAt,
      endsAt: n.endsAt,
    })
    .returning({ id: announcements.id });
  if (!row) throw new Error('insert into announcements returned no row');
  return row;
}
