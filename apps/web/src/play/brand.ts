import { getSiteConfig, type ValueOf } from '@gamehall/contract';
import { call } from '../lib/api-client.ts';
import { storage } from '../lib/storage.ts';
import { applyBrandColours, applyTheme, initialTheme } from '../lib/theme.ts';

type SiteConfig = ValueOf<typeof getSiteConfig>;

/** Where the site keeps its cached config (lib/session-cache.ts); the frame shares the tab's storage. */
const SITE_CONFIG_KEY = 'cache:siteConfig';

/**
 * The look of the site around the frame: the saved (or device) theme at once, the brand
 * colours from the config the site already cached in this tab, else fetched without
 * holding up the game. A theme switched on the site follows into the frame.
 */
export function applySiteLook() {
  applyTheme(initialTheme());
  const cached = storage.session.getJson<SiteConfig>(SITE_CONFIG_KEY);
  if (cached?.theme) applyBrandColours(cached.theme);
  else
    call(getSiteConfig)
      .then((config) => applyBrandColours(config.theme))
      .catch(() => undefined /* the default colours stay */);
  window.addEventListener('storage', (event) => {
    if (event.key === 'theme') applyTheme(initialTheme());
  });
}
