import { asc, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { announcements, banners, helpArticles, helpCategories } from '../../db/schema/system.ts';

/**
 * The console's reads and writes of brand content (issue 19). Unlike repo.ts, which serves
 * the site what is live, these see every row: switched off, outside its window, unpublished.
 * Row reads for a change lock the row, so two staff editing one row apply one after the other
 * and each audit `before` is what that change really replaced.
 */

export type NoticeRow = typeof announcements.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type ArticleRow = typeof helpArticles.$inferSelect;

export async function pageOfNotices(
  q: Queryable,
  type: string | undefined,
  offset: number,
  limit: number,
) {
  const where = type ? eq(announcements.type, type) : undefined;
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .offset(offset)
      .limit(limit),
    q.select({ n: count() }).from(announcements).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function noticeForChange(q: Queryable, id: number) {
  const [row] = await q.select().from(announcements).where(eq(announcements.id, id)).for('update');
  return row ?? null;
}

export async function updateNotice(
  q: Queryable,
  id: number,
  set: Partial<Omit<NoticeRow, 'id' | 'createdAt'>>,
) {
  const [row] = await q.update(announcements).set(set).where(eq(announcements.id, id)).returning();
  if (!row) throw new Error('update of announcements returned no row');
  return row;
}

export async function bannersOf(q: Queryable, group: string | undefined) {
  return q
    .select()
    .from(banners)
    .where(group ? eq(banners.group, group) : undefined)
    .orderBy(asc(banners.group), asc(banners.sort), asc(banners.id));
}

export async function insertBanner(q: Queryable, values: typeof banners.$inferInsert) {
  const [row] = await q.insert(banners).values(values).returning();
  if (!row) throw new Error('insert into banners returned no row');
  return row;
}

export async function bannerForChange(q: Queryable, id: number) {
  const [row] = await q.select().from(banners).where(eq(banners.id, id)).for('update');
  return row ?? null;
}

export async function updateBanner(
  q: Queryable,
  id: number,
  set: Partial<Omit<BannerRow, 'id' | 'createdAt'>>,
) {
  const [row] = await q.update(banners).set(set).where(eq(banners.id, id)).returning();
  if (!row) throw new Error('update of banners returned no row');
  return row;
}

export async function allHelp(q: Queryable) {
  const [categories, articles] = await Promise.all([
    q.select().from(helpCategories).orderBy(asc(helpCategories.sort), asc(helpCategories.id)),
    q.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id)),
  ]);
  return { categories, articles };
}

export async function categoryExists(q: Queryable, id: number) {
  const [row] = await q
    .select({ id: helpCategories.id })
    .from(helpCategories)
    .where(eq(helpCategories.id, id));
  return row !== undefined;
}

export async function insertArticle(q: Queryable, values: typeof helpArticles.$inferInsert) {
  const [row] = await q.insert(helpArticles).values(values).returning();
  if (!row) throw new Error('insert into help_articles returned no row');
  return row;
}

export async function articleForChange(q: Queryable, id: number) {
  const [row] = await q.select().from(helpArticles).where(eq(helpArticles.id, id)).for('update');
  return row ?? null;
}

export async function updateArticle(
  q: Queryable,
  id: number,
  set: Partial<Omit<ArticleRow, 'id'>>,
) {
  const [row] = await q.update(helpArticles).set(set).where(eq(helpArticles.id, id)).returning();
  if (!row) throw new Error('update of help_articles returned no row');
  return row;
}

export async function deleteArticle(q: Queryable, id: number) {
  await q.delete(helpArticles).where(eq(helpArticles.id, id));
}
