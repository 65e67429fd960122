import type { Root } from 'react-dom/client';
import {
  announcementsQuery,
  gameMenusQuery,
  siteConfigQuery,
  statusQuery,
  whitelabelQuery,
} from '../features/system/index.ts';
import { i18next, initI18n, initialLanguage } from '../lib/i18n/index.ts';
import { queryClient } from '../lib/query-client.ts';
import { applyBrandColours } from '../lib/theme.ts';
import { App } from './app.tsx';
import { BootError } from './boot-error.tsx';

/** The paths that show the home page (/ redirects to /index). */
const HOME_PATHS = new Set(['/', '/index']);

/** Spec §9: the brand default language when even the config cannot be read. */
const FALLBACK_LANG = 'ES';

/**
 * Start-up order: brand config → texts in the brand's language → brand colours → render.
 * The system status and the feature switches are asked at the same time, so the
 * maintenance page can replace the site from the first paint; the first screen's data is
 * asked for while the texts load. A failure shows the network error with a retry.
 */
export async function boot(root: Root) {
  try {
    const [config] = await Promise.all([
      queryClient.fetchQuery(siteConfigQuery()),
      queryClient.prefetchQuery(statusQuery()),
      queryClient.prefetchQuery(whitelabelQuery()),
    ]);
    // What the first screen shows is asked for while its texts load, not after the first
    // render (issue 20: first paint): the nav's game menus, and on the home page its
    // banners and notices.
    const language = initialLanguage(config.defaultLang).code;
    void queryClient.prefetchQuery(gameMenusQuery(language));
    if (HOME_PATHS.has(window.location.pathname)) {
      void queryClient.prefetchQuery(announcementsQuery(language));
    }
    const i18n = await initI18n(config.defaultLang);
    applyBrandColours(config.theme);
    document.title = config.brandName;
    root.render(<App i18n={i18n} />);
  } catch {
    // Texts in the visitor's language when the catalogue still loads; English otherwise.
    if (!i18next.isInitialized) await initI18n(FALLBACK_LANG).catch(() => undefined);
    root.render(<BootError onRetry={() => boot(root)} />);
  }
}
