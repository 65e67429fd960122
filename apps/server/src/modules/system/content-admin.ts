import type {
  ContentArticle,
  ContentBanner,
  ContentNotice,
  NOTICE_TYPES,
  opsChangeBanner,
  opsChangeHelpArticle,
  opsChangeNotice,
  opsCreateBanner,
  opsCreateHelpArticle,
  output,
  ParsedBodyOf,
} from '@gamehall/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import * as repo from './content-repo.ts';
import { mergeTranslations, newTranslations, wireTranslations } from './content-translations.ts';

/**
 * The console's content (issue 19): views of every row and its changes. A change answers
 * the row as it was and as it became, for the audit (decision 038). The site reads these
 * tables on every call (repo.ts keeps no cache), so a change shows on its next request.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const noticeView = (n: repo.NoticeRow): output<typeof ContentNotice> => ({
  id: n.id,
  type: n.type as (typeof NOTICE_TYPES)[number],
  title: n.title,
  content: n.content,
  translations: wireTranslations(n.translations, ['title', 'content']),
  active: n.active,
  startsAt: iso(n.startsAt),
  endsAt: iso(n.endsAt),
  createdAt: n.createdAt.toISOString(),
});

export const bannerView = (b: repo.BannerRow): output<typeof ContentBanner> => ({
  id: b.id,
  group: b.group,
  title: b.title,
  translations: wireTranslations(b.translations, ['title']),
  imageUrl: b.imageUrl,
  url: b.url,
  sort: b.sort,
  active: b.active,
  createdAt: b.createdAt.toISOString(),
});

export const articleView = (a: repo.ArticleRow): output<typeof ContentArticle> => ({
  id: a.id,
  categoryId: a.categoryId,
  code: a.code,
  title: a.title,
  content: a.content,
  translations: wireTranslations(a.translations, ['title', 'content']),
  sort: a.sort,
});

export async function listNotices(db: Db, type: string | undefined, offset: number, limit: number) {
  const { rows, total } = await repo.pageOfNotices(db, type, offset, limit);
  return { list: rows.map(noticeView), total };
}

/** A window must end after it starts, as publishNotice requires of a new notice. */
function checkWindow(startsAt: Date | null, endsAt: Date | null) {
  if (startsAt && endsAt && endsAt <= startsAt) {
    throw new AppError('VALIDATION_FAILED', 'A notice ends after it starts');
  }
}

const dateOr = (given: string | null | undefined, current: Date | null) =>
  given === undefined ? current : given === null ? null : new Date(given);

export function changeNotice(db: Db, body: ParsedBodyOf<typeof opsChangeNotice>) {
  return db.transaction(async (tx) => {
    const row = await repo.noticeForChange(tx, body.id);
    if (!row) throw new AppError('NOT_FOUND', 'No such notice');
    const own = body.text ?? { title: row.title, content: row.content };
    const startsAt = dateOr(body.startsAt, row.startsAt);
    const endsAt = dateOr(body.endsAt, row.endsAt);
    checkWindow(startsAt, endsAt);
    const next = await repo.updateNotice(tx, row.id, {
      ...own,
      translations: mergeTranslations(row.translations, body.translations, own),
      startsAt,
      endsAt,
      active: body.active ?? row.active,
    });
    return { before: noticeView(row), after: noticeView(next) };
  });
}

export async function listBanners(db: Db, group: string | undefined) {
  return (await repo.bannersOf(db, group)).map(bannerView);
}

export async function createBanner(db: Db, body: ParsedBodyOf<typeof opsCreateBanner>) {
  const row = await repo.insertBanner(db, {
    ...body,
    translations: newTranslations(body.translations, { title: body.title }),
  });
  return bannerView(row);
}

export function changeBanner(db: Db, body: ParsedBodyOf<typeof opsChangeBanner>) {
  return db.transaction(async (tx) => {
    const row = await repo.bannerForChange(tx, body.id);
    if (!row) throw new AppError('NOT_FOUND', 'No such banner');
    const { id, translations, ...fields } = body;
    const title = fields.title ?? row.title;
    const next = await repo.updateBanner(tx, id, {
      ...fields,
      translations: mergeTranslations(row.translations, translations, { title }),
    });
    return { before: bannerView(row), after: bannerView(next) };
  });
}

export async function helpForConsole(db: Db) {
  const { categories, articles } = await repo.allHelp(db);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      code: c.code,
      title: c.title,
      sort: c.sort,
      articles: articles.filter((a) => a.categoryId === c.id).map(articleView),
    })),
  };
}

async function mustHaveCategory(q: Queryable, id: number) {
  if (!(await repo.categoryExists(q, id))) {
    throw new AppError('NOT_FOUND', 'No such help category');
  }
}

/** Codes are unique site-wide (the site links /help#code): a taken one is a 409. */
async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', 'Another help article has this code');
    }
    throw err;
  }
}

export async function createArticle(db: Db, body: ParsedBodyOf<typeof opsCreateHelpArticle>) {
  await mustHaveCategory(db, body.categoryId);
  const own = { title: body.title, content: body.content };
  const row = await uniqueCode(() =>
    repo.insertArticle(db, { ...body, translations: newTranslations(body.translations, own) }),
  );
  return articleView(row);
}

export function changeArticle(db: Db, body: ParsedBodyOf<typeof opsChangeHelpArticle>) {
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const row = await repo.articleForChange(tx, body.id);
      if (!row) throw new AppError('NOT_FOUND', 'No such help article');
      if (body.categoryId !== undefined) await mustHaveCategory(tx, body.categoryId);
      const { id, translations, ...fields } = body;
      const own = { title: fields.title ?? row.title, content: fields.content ?? row.content };
      const next = await repo.updateArticle(tx, id, {
        ...fields,
        translations: mergeTranslations(row.translations, translations, own),
      });
      return { before: articleView(row), after: articleView(next) };
    }),
  );
}

export function deleteArticle(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const row = await repo.articleForChange(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such help article');
    await repo.deleteArticle(tx, id);
    return { before: articleView(row), after: null };
  });
}
