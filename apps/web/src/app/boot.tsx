import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import {
  gameMenusQuery,
  prefetchHomeScreen,
  siteConfigQuery,
  statusQuery,
  whitelabelQuery,
} from '../features/system/index.ts';
import { expectFirstScreen } from '../lib/first-screen.ts';
import { i18next, initI18n, initialLanguage } from '../lib/i18n/index.ts';
import { queryClient } from '../lib/query-client.ts';
import { applyBrandColours } from '../lib/theme.ts';
import { App } from './app.tsx';
import { BootError } from './boot-error.tsx';
import { preloadEarly, preloadPage } from './routes.tsx';

/** The paths that show the home page (/ redirects to /index). */
const HOME_PATHS = new Set(['/', '/index']);

/** The longest the first render waits for a page's early data (LazyPage.early). */
const EARLY_WAIT_MS = 1_000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Product §9: the brand default language when even the config cannot be read. */
const FALLBACK_LANG = 'ES';

/**
 * Start-up order: brand config → texts in the brand's language → brand colours → render.
 * The system status and the feature switches are asked at the same time, so the
 * maintenance page can replace the site from the first paint, and so is what the page
 * shows first that needs no config (LazyPage.early); the page's code and the rest of its
 * first screen's data are asked for while the texts load (decision 025). A failure
 * shows the network error with a retry.
 */
export async function boot(root: Root) {
  try {
    const early = preloadEarly(window.location.pathname);
    const [config] = await Promise.all([
      queryClient.fetchQuery(siteConfigQuery()),
      queryClient.prefetchQuery(statusQuery()),
      queryClient.prefetchQuery(whitelabelQuery()),
    ]);
    // What the first screen shows is asked for while its texts load, not after the first
    // render (issue 20: first paint): the page's code and text area, the nav's game
    // menus, and on the home page its banners, notices and first banner image.
    const texts = initI18n(config.defaultLang);
    const language = initialLanguage(config.defaultLang).code;
    // The first render waits for the page too: it then shows with its content at once,
    // where a page still loading would keep its placeholder on screen for 300 ms or more.
    const page = preloadPage(window.location.pathname, {
      language,
      search: window.location.search,
    });
    void queryClient.prefetchQuery(gameMenusQuery(language));
    if (HOME_PATHS.has(window.location.pathname)) {
      prefetchHomeScreen(queryClient, language).catch(() => undefined);
    }
    // …and for what the page shows first that needs no config, asked for before the config
    // (mostly in by now), so it is in the first paint rather than one after (the slots
    // lobby's jackpot banner, its largest paint); a slow answer waits no longer than this.
    const [i18n] = await Promise.all([texts, page, Promise.race([early, delay(EARLY_WAIT_MS)])]);
    applyBrandColours(config.theme);
    document.title = config.brandName;
    // As a transition, React builds the first screen in slices and keeps the main thread
    // free between them (a phone stays responsive; issue 20, decision 025).
    expectFirstScreen();
    startTransition(() => root.render(<App i18n={i18n} />));
  } catch {
    // Texts in the visitor's language when the catalogue still loads; English otherwise.
    if (!i18next.isInitialized) await initI18n(FALLBACK_LANG).catch(() => undefined);
    root.render(<BootError onRetry={() => boot(root)} />);
  }
}
