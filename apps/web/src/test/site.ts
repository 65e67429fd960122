import type { getSiteConfig, getStatus, ValueOf } from '@gamehall/contract';

type Status = ValueOf<typeof getStatus>;
type SiteConfig = ValueOf<typeof getSiteConfig>;

/** GET /wps/system/status as a site open to everyone answers; override what the test is about. */
export const systemStatus = (over: Partial<Status> = {}): Status => ({
  status: 0,
  maintenance: false,
  regionRestriction: false,
  maintenanceEnd: null,
  location: { ip: '203.0.113.7', country: 'MX' },
  imageCDN: '',
  launchGameCDN: '',
  analytics: { gtagId: '' },
  ...over,
});

/** GET /wps/system/siteConfig of a Mexican demo brand; override what the test is about. */
export const siteConfig = (over: Partial<SiteConfig> = {}): SiteConfig => ({
  merchantCode: 'GH',
  brandName: 'Gamehall',
  platform: 'web',
  device: 'WEB',
  lotteryType: 'ELOTT',
  loginedToHomePage: false,
  defaultLang: 'ES',
  supportLanguages: ['ES', 'EN', 'CN'],
  contentFallback: [],
  currencySymbol: '$',
  timeZone: 'America/Mexico_City',
  chatHeaderColor: '#1f6feb',
  prizeModes: [],
  esportsList: [],
  theme: { primary: '#1f6feb', accent: '#f5a623' },
  contact: { email: 'help@example.com', socialUrl: '', socialName: '' },
  footer: { payments: [], licences: [] },
  ...over,
});
