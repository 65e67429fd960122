import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { NoticeText } from './ops.ts';
import { PageInfo, PageQuery } from './paging.ts';

/**
 * The console's content calls (issue 19): notices of every type, banners and help
 * articles. A row keeps its English text in its own fields and other languages in
 * `translations`; the site shows the visitor's language (lib/localized.ts). Notices and
 * banners are switched off rather than deleted (the audit and old links still name them);
 * a help article may be deleted. Publishing a notice stays opsPublishNotice.
 */
const tag = 'ops';

export const NOTICE_TYPES = ['PL', 'PU', 'PR', 'H', 'AG'] as const;

const Id = /* @__PURE__ */ z.int().check(z.minimum(1), z.maximum(2_147_483_647));
const Sort = /* @__PURE__ */ z.int().check(z.minimum(0), z.maximum(1_000_000));
/** A content language other than the row's own text: ES, CN, PT-BR… */
const Language = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Z]{2,3}(-[A-Z]{2,4})?$/, 'a language code such as ES'));
const Instant = /* @__PURE__ */ z.iso.datetime({ offset: true });

/**
 * Translations a change sends: a language given replaces that language's text, `null`
 * removes it, a language not named stays as it was.
 */
const TranslationChanges = <T extends z.ZodMiniType>(shape: T) =>
  z
    .record(Language, z.nullable(shape))
    .check(z.refine((r) => Object.keys(r).length <= 20, 'at most 20 languages'));

/** An image the site shows: a path on this site (/media/…) or an https address. */
export const ImagePath = /* @__PURE__ */ z
  .string()
  .check(
    z.maxLength(500),
    z.regex(
      /^(\/[A-Za-z0-9][\w\-.~/%]*|https:\/\/[^\s"'<>\\]+)$/,
      'a site path such as /media/banner/1.svg or an https address',
    ),
  );

/** Where a banner leads: a page of the site (/promotions) or an https address. */
export const LinkPath = /* @__PURE__ */ z
  .string()
  .check(
    z.maxLength(500),
    z.regex(
      /^(\/(?![/\\])[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/,
      'a site page such as /promotions or an https address',
    ),
  );

/** A banner group, the place on the site it shows (w_index, w_login, w_register…). */
export const BannerGroup = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[a-z][a-z0-9_]{0,31}$/, 'a group such as w_index'));

/** A help article's stable key, the one the site links to (/help#terms). */
const ArticleCode = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a-z 0-9 and -, such as deposit-how'));

const BannerTitle = /* @__PURE__ */ z.strictObject({ title: text(200, 1) });

/** A notice as the console sees it: every language, its switch and its window. */
export const ContentNotice = /* @__PURE__ */ z.object({
  id: z.int(),
  type: z.enum(NOTICE_TYPES),
  title: z.string(),
  content: z.string(),
  translations: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  active: z.boolean(),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  createdAt: z.string(),
});

export const ContentBanner = /* @__PURE__ */ z.object({
  id: z.int(),
  group: z.string(),
  title: z.string(),
  translations: z.record(z.string(), z.object({ title: z.string() })),
  imageUrl: z.string(),
  url: z.nullable(z.string()),
  sort: z.int(),
  active: z.boolean(),
  createdAt: z.string(),
});

export const ContentArticle = /* @__PURE__ */ z.object({
  id: z.int(),
  categoryId: z.int(),
  code: z.string(),
  title: z.string(),
  content: z.string(),
  translations: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  sort: z.int(),
});

export const opsListNotices = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/content/notices',
  tag,
  staff: 'content.write',
  summary: 'Notices of one type or all, newest first, switched off and outside their window too',
  query: z.object({ type: z.optional(z.enum(NOTICE_TYPES)), ...PageQuery }),
  value: z.object({ list: z.array(ContentNotice), ...PageInfo }),
});

export const opsChangeNotice = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/content/notices/change',
  tag,
  staff: 'content.write',
  summary:
    'Change a notice: its English text, translations (null removes one), its window (null opens ' +
    'that side) or its switch (off hides it from the site); what is left out stays',
  body: z.strictObject({
    id: Id,
    text: z.optional(NoticeText),
    translations: z.optional(TranslationChanges(NoticeText)),
    startsAt: z.optional(z.nullable(Instant)),
    endsAt: z.optional(z.nullable(Instant)),
    active: z.optional(z.boolean()),
  }),
  value: ContentNotice,
});

export const opsListBanners = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/content/banners',
  tag,
  staff: 'content.write',
  summary: 'Banners by group and order, switched off ones too',
  query: z.object({ group: z.optional(BannerGroup) }),
  value: z.object({ list: z.array(ContentBanner) }),
});

export const opsCreateBanner = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/content/banners',
  tag,
  staff: 'content.write',
  summary: 'Add a banner to a group: its English title, translations, image, link and order',
  body: z.strictObject({
    group: BannerGroup,
    title: text(200, 1),
    translations: z._default(z.record(Language, BannerTitle), {}),
    imageUrl: ImagePath,
    url: z._default(z.nullable(LinkPath), null),
    sort: z._default(Sort, 0),
    active: z._default(z.boolean(), true),
  }),
  value: ContentBanner,
});

export const opsChangeBanner = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/content/banners/change',
  tag,
  staff: 'content.write',
  summary:
    'Change a banner (what is left out stays; a translation null removes it); active false ' +
    'takes it off the site',
  body: z.strictObject({
    id: Id,
    group: z.optional(BannerGroup),
    title: z.optional(text(200, 1)),
    translations: z.optional(TranslationChanges(BannerTitle)),
    imageUrl: z.optional(ImagePath),
    url: z.optional(z.nullable(LinkPath)),
    sort: z.optional(Sort),
    active: z.optional(z.boolean()),
  }),
  value: ContentBanner,
});

export const opsListHelp = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/content/help',
  tag,
  staff: 'content.write',
  summary: 'Help centre categories in order, each with its articles in every language',
  query: z.object({}),
  value: z.object({
    categories: z.array(
      z.object({
        id: z.int(),
        code: z.string(),
        title: z.string(),
        sort: z.int(),
        articles: z.array(ContentArticle),
      }),
    ),
  }),
});

export const opsCreateHelpArticle = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/content/help/articles',
  tag,
  staff: 'content.write',
  summary:
    'Add a help article to a category: a unique code, its English title and HTML (the site ' +
    'sanitises it), translations and its order',
  body: z.strictObject({
    categoryId: Id,
    code: ArticleCode,
    ...NoticeText.shape,
    translations: z._default(z.record(Language, NoticeText), {}),
    sort: z._default(Sort, 0),
  }),
  value: ContentArticle,
});

export const opsChangeHelpArticle = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/content/help/articles/change',
  tag,
  staff: 'content.write',
  summary: 'Change a help article (what is left out stays; a translation null removes it)',
  body: z.strictObject({
    id: Id,
    categoryId: z.optional(Id),
    code: z.optional(ArticleCode),
    title: z.optional(text(200, 1)),
    content: z.optional(text(20_000, 1)),
    translations: z.optional(TranslationChanges(NoticeText)),
    sort: z.optional(Sort),
  }),
  value: ContentArticle,
});

export const opsDeleteHelpArticle = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/content/help/articles/delete',
  tag,
  staff: 'content.write',
  summary: 'Delete a help article for good (the audit keeps what it said)',
  body: z.strictObject({ id: Id }),
  value: z.object({ id: z.int() }),
});
