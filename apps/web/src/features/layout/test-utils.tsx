/**
 * Test helper: renders layout pieces with the server answers pre-filled in a
 * QueryClient (no fetch mocking), inside a MemoryRouter and an i18next instance holding
 * this feature's catalogues and the common ones.
 */
import type { MemberInfo } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import cnCommon from '../../locales/cn/common.json';
import cn from '../../locales/cn/layout.json';
import enCommon from '../../locales/en/common.json';
import en from '../../locales/en/layout.json';
import esCommon from '../../locales/es/common.json';
import es from '../../locales/es/layout.json';
import { testQueryClient } from '../../test/query-client.ts';
import { memberInfoQuery } from '../session/index.ts';
import type { GameMenu, MenuVendor } from '../system/index.ts';
import {
  customerServiceQuery,
  gameMenusQuery,
  helpCenterQuery,
  resourcesQuery,
  siteConfigQuery,
  whitelabelQuery,
} from '../system/index.ts';
import { balanceQuery } from '../wallet/index.ts';

type Data<T extends (...args: never[]) => { queryFn?: unknown }> = NonNullable<
  Awaited<ReturnType<Extract<ReturnType<T>['queryFn'], (...a: never[]) => unknown>>>
>;
export type SiteConfig = Data<typeof siteConfigQuery>;
export type Resources = Data<typeof resourcesQuery>;
export type HelpCenter = Data<typeof helpCenterQuery>;

export const vendor = (vassalage: string, displayName = vassalage): MenuVendor => ({
  vassalage,
  displayName,
  iconUrl: `/media/vendor/${vassalage}.svg`,
  isHot: 0,
});

/** A game-menu entry as the server sends it. */
export const menu = (gameCategory: string, ...vendors: MenuVendor[]): GameMenu => ({
  gameCategory,
  sort: 0,
  labelKey: `nav_${gameCategory.toLowerCase()}`,
  iconUrl: `/media/category/${gameCategory}.svg`,
  vendors,
});

export const siteConfig: SiteConfig = {
  merchantCode: 'GH',
  brandName: 'Gamehall',
  platform: 'web',
  device: 'WEB',
  lotteryType: 'SEA',
  loginedToHomePage: false,
  defaultLang: 'ES',
  supportLanguages: ['EN', 'ES'],
  contentFallback: [],
  currencySymbol: 'P',
  timeZone: 'America/Mexico_City',
  chatHeaderColor: '#7c3aed',
  prizeModes: ['Lott'],
  esportsList: [],
  theme: { primary: '#7c3aed', accent: '#f59e0b' },
  contact: {
    email: 'help@example.com',
    socialUrl: 'https://social.example/gh',
    socialName: 'Gamehall Social',
  },
  footer: {
    payments: [{ name: 'Visa', imageUrl: '/media/payment/visa.svg' }],
    licences: [{ name: 'Curacao', imageUrl: '/media/licence/curacao.svg' }],
  },
};

export { memberInfo } from '../../test/member-info.ts';

type CustomerServiceEntry = { csType: 'VIP' | 'LIVECHAT'; path: string };

export interface Setup {
  language?: 'EN' | 'ES' | 'CN';
  route?: string;
  menus?: GameMenu[];
  features?: string[];
  config?: Partial<SiteConfig>;
  resources?: Resources;
  help?: HelpCenter;
  /** Pre-filled member info (the test sets the session token itself). */
  member?: MemberInfo;
  balance?: number;
  customerService?: CustomerServiceEntry[];
  /** Other server answers by query key. */
  answers?: [readonly unknown[], unknown][];
}

export function renderLayout(ui: ReactElement, setup: Setup = {}) {
  const language = setup.language ?? 'EN';
  const client = testQueryClient();
  client.setQueryData(siteConfigQuery().queryKey, { ...siteConfig, ...setup.config });
  client.setQueryData(
    whitelabelQuery().queryKey,
    (setup.features ?? []).map((modId) => ({ modId, enabled: '1' as const, childrenNodes: [] })),
  );
  client.setQueryData(gameMenusQuery(language).queryKey, setup.menus ?? []);
  client.setQueryData(resourcesQuery().queryKey, setup.resources ?? []);
  client.setQueryData(helpCenterQuery().queryKey, setup.help ?? { categories: [] });
  client.setQueryData(customerServiceQuery().queryKey, {
    entries: setup.customerService ?? [{ csType: 'LIVECHAT', path: 'https://chat.example/live' }],
    version: { pathList: [] },
  });
  if (setup.member) client.setQueryData(memberInfoQuery().queryKey, setup.member);
  for (const [key, value] of setup.answers ?? []) client.setQueryData(key, value);
  if (setup.balance !== undefined) {
    client.setQueryData(balanceQuery().queryKey, { sumBalance: setup.balance });
  }

  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'EN',
    // The shared texts too: the chrome's buttons and warnings use them (Confirm, Cancel).
    resources: {
      EN: { translation: { ...enCommon, ...en } },
      ES: { translation: { ...esCommon, ...es } },
      CN: { translation: { ...cnCommon, ...cn } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });

  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[setup.route ?? '/index']}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
