import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { ContentLanguage } from './fields.ts';

const tag = 'system';

/** Query values arrive as strings; an empty object accepts and ignores unknown keys. */
const hostQuery = /* @__PURE__ */ z.object({
  url: z.optional(z.string().check(z.maxLength(2048))),
});

export const Location = /* @__PURE__ */ z.object({ ip: z.string(), country: z.string() });

export const Resource = /* @__PURE__ */ z.object({
  resourceType: z.enum(['IOS', 'MOBILECONFIG', 'ANDROID']),
  url: z.string(),
  qrCodeUrl: z.string(),
});

export const getStatus = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/status',
  tag,
  summary: 'System status and permission info: 0 normal, 1 maintenance, 2 region restricted',
  query: hostQuery,
  value: z.object({
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    maintenanceEnd: z.nullable(z.string()),
    location: Location,
    /**
     * Base put in front of a stored artwork path (which starts with /media/…): an origin
     * such as https://img1.cdn.example, or '' for this server. Picked at random per call.
     */
    imageCDN: z.string(),
    /** Same as imageCDN, for game launch pages. */
    launchGameCDN: z.string(),
    analytics: z.object({ gtagId: z.string() }),
  }),
});

export interface ModuleNode {
  modId: string;
  enabled: '0' | '1';
  childrenNodes: ModuleNode[];
}
export const ModuleNode: z.ZodMiniType<ModuleNode> = /* @__PURE__ */ z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['0', '1']),
    childrenNodes: z.array(ModuleNode),
  }),
);

export const getWhitelabel = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/whitelabel',
  tag,
  cached: true,
  summary: 'Feature switches as a module tree (enabled "1" means on)',
  query: z.object({ merchantCode: z.optional(z.string().check(z.maxLength(64))) }),
  value: z.array(ModuleNode),
});

export const RegisterRule = /* @__PURE__ */ z.object({
  field: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.int().check(z.nonnegative()),
  maxLength: z.int().check(z.nonnegative()),
  /** A regular expression source; '*' means anything (the site reads it as '.*'). */
  acceptedPattern: z.string(),
  patternId: z.int(),
});

export const getRegisterSettings = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/setting/register',
  tag,
  cached: true,
  summary: 'Registration rules per field',
  query: z.object({ type: z.optional(z.enum(['register', 'registerMobile'])) }),
  value: z.object({ rules: z.array(RegisterRule) }),
});

export const getDomainRoute = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/domainRoute',
  tag,
  cached: true,
  summary: 'Domains (routers) the site can be reached at',
  query: z.object({}),
  value: z.object({ list: z.array(z.object({ domain: z.string(), speed: z.number() })) }),
});

/** B banners, PL player notices, PU popups, PR promotions, H home, AG notices for agents. */
export const AnnouncementType = /* @__PURE__ */ z.enum(['B', 'PL', 'PU', 'PR', 'H', 'AG']);

export const Notice = /* @__PURE__ */ z.object({
  id: z.int(),
  type: AnnouncementType,
  title: z.string(),
  /** HTML as the operator wrote it; the site sanitises before showing. */
  content: z.string(),
  createdAt: z.string(),
});

export const Banner = /* @__PURE__ */ z.object({
  id: z.int(),
  group: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  url: z.nullable(z.string()),
});

export const getAnnouncements = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  tag,
  cached: true,
  summary:
    'Announcements: B banners, PL player notices, PU popups, PR promotions, H home — in the language asked for, else the brand’s fallback order',
  query: z.object({
    types: z._default(
      z
        .string()
        .check(
          z.maxLength(64),
          z.regex(
            /^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/,
            'types is a comma list of B, PL, PU, PR, H',
          ),
        ),
      'B,PL,PU,PR',
    ),
    platform: z._default(z.enum(['W']), 'W'),
    execution: z._default(z.enum(['B']), 'B'),
    language: ContentLanguage,
  }),
  value: z.object({
    player: z.array(Notice),
    popup: z.array(Notice),
    promotion: z.array(Notice),
    home: z.array(Notice),
    banners: z.array(Banner),
  }),
});

export const HelpArticle = /* @__PURE__ */ z.object({
  id: z.int(),
  /** Stable anchor for links such as /help#terms. */
  code: z.string(),
  title: z.string(),
  content: z.string(),
});

export const getHelpCenter = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/helpCenter',
  tag,
  summary: 'Help centre: categories of articles (HTML content), in the language asked for',
  query: z.object({ language: ContentLanguage }),
  value: z.object({
    categories: z.array(
      z.object({
        id: z.int(),
        code: z.string(),
        title: z.string(),
        articles: z.array(HelpArticle),
      }),
    ),
  }),
});

export const getResources = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/resources',
  tag,
  summary: 'App download resources (QR targets) for iOS, the iOS lite profile and Android',
  query: z.object({}),
  value: z.array(Resource),
});

export const getCustomerService = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/customerService',
  tag,
  summary: 'Customer-service entries and the service path list',
  query: z.object({}),
  value: z.object({
    entries: z.array(z.object({ csType: z.enum(['VIP', 'LIVECHAT']), path: z.string() })),
    version: z.object({ pathList: z.array(z.object({ type: z.string(), path: z.string() })) }),
  }),
});

export const getCountries = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/countries',
  tag,
  summary: 'Countries with dialing codes (flag image = image CDN + country code)',
  query: z.object({}),
  value: z.array(
    z.object({ countryCode: z.string(), countryDialingCode: z.string(), name: z.string() }),
  ),
});

export const GameCategoryCode = /* @__PURE__ */ z.enum([
  'ELOTT',
  'ESPORTS',
  'FISH',
  'LIVE',
  'LOTT',
  'PVP',
  'RNG',
  'SPORTS',
]);
export type GameCategory = z.infer<typeof GameCategoryCode>;

export const MenuVendor = /* @__PURE__ */ z.object({
  vassalage: z.string(),
  displayName: z.string(),
  iconUrl: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
});

export const getGameMenus = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/lgw/games/game_menus',
  tag,
  summary: 'Sorting data: game categories in order, each with its vendors',
  query: z.object({
    merchantCode: z.optional(z.string().check(z.maxLength(64))),
    platform: z.optional(z.string().check(z.maxLength(64))),
    language: z.optional(z.string().check(z.maxLength(8))),
  }),
  value: z.array(
    z.object({
      gameCategory: z.string(),
      sort: z.int(),
      /** i18n key of the nav label. */
      labelKey: z.string(),
      /** Category artwork path (image CDN is put in front), e.g. /media/category/LIVE.svg. */
      iconUrl: z.string(),
      vendors: z.array(MenuVendor),
    }),
  ),
});

export const SiteConfig = /* @__PURE__ */ z.object({
  merchantCode: z.string(),
  brandName: z.string(),
  platform: z.literal('web'),
  device: z.literal('WEB'),
  lotteryType: z.string(),
  loginedToHomePage: z.boolean(),
  defaultLang: z.string(),
  supportLanguages: z.array(z.string()),
  /**
   * Where brand content (notices, banners, help, game names) falls back when it has no
   * text in the visitor's language, in order; the text as first written comes last.
   */
  contentFallback: z._default(z.array(z.string()), []),
  currencySymbol: z.string(),
  timeZone: z.string(),
  chatHeaderColor: z.string(),
  prizeModes: z.array(z.string()),
  esportsList: z.array(z.string()),
  theme: z.object({ primary: z.string(), accent: z.string() }),
  contact: z.object({ email: z.string(), socialUrl: z.string(), socialName: z.string() }),
  footer: z.object({
    payments: z.array(z.object({ name: z.string(), imageUrl: z.string() })),
    licences: z.array(z.object({ name: z.string(), imageUrl: z.string() })),
  }),
});

export const getSiteConfig = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/siteConfig',
  tag,
  cached: true,
  summary: 'Brand configuration the site needs before it renders',
  query: z.object({}),
  value: SiteConfig,
});

export const systemCalls = [
  getStatus,
  getWhitelabel,
  getRegisterSettings,
  getDomainRoute,
  getAnnouncements,
  getHelpCenter,
  getResources,
  getCustomerService,
  getCountries,
  getGameMenus,
  getSiteConfig,
] as const;
