import { loadTextArea } from '../lib/i18n/index.ts';
import { lazyPage } from './lazy-page.tsx';

/** A page group whose screens show game lists: its code and the games texts together. */
const withGameTexts =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadTextArea('games')]).then(([m]) => m);

/*
 * One dynamic import per page group of DESIGN.md, so each group is its own chunk and
 * a visitor downloads only the pages they open (spec §7's chunk list).
 */
const group = {
  index: () => import('./groups/index.page.ts'),
  live: withGameTexts(() => import('./groups/live.tsx')),
  egame: withGameTexts(() => import('./groups/egame.tsx')),
  fish: withGameTexts(() => import('./groups/fish.tsx')),
  pvp: withGameTexts(() => import('./groups/pvp.tsx')),
  sports: withGameTexts(() => import('./groups/sports.tsx')),
  esports: withGameTexts(() => import('./groups/esports.tsx')),
  lottery: () => import('./groups/lottery.tsx'),
  elott: () => import('./groups/elott.tsx'),
  vnlottery: () => import('./groups/vnlottery.tsx'),
  eaLottery: () => import('./groups/eaLottery.tsx'),
  promo: () => import('./groups/promo.ts'),
  promoDetail: () => import('./groups/promoDetail.ts'),
  pointMall: () => import('./groups/pointMall.ts'),
  Vip: () => import('./groups/Vip.ts'),
  help: () => import('./groups/help.ts'),
  download: () => import('./groups/download.ts'),
  joinus: () => import('./groups/joinus.ts'),
  seamless: () => import('./groups/seamless.ts'),
  byIframe: () => import('./groups/byIframe.ts'),
  // Not spec groups: the notice list, the fairness check and the not-found page belong to
  // their features.
  verify: withGameTexts(() => import('../features/verify/index.ts')),
  notice: () => import('../features/notice/index.ts'),
  notFound: () => import('../features/not-found/index.ts'),
};

export const pages = {
  home: lazyPage('index', group.index, (m) => m.HomePage),
  register: lazyPage('index', group.index, (m) => m.RegisterPage),
  login: lazyPage('index', group.index, (m) => m.LoginPage),
  live: lazyPage('live', group.live, (m) => m.LivePage),
  rng: lazyPage('egame', group.egame, (m) => m.RngPage),
  hot: lazyPage('egame', group.egame, (m) => m.HotPage),
  fav: lazyPage('egame', group.egame, (m) => m.FavPage),
  fish: lazyPage('fish', group.fish, (m) => m.FishPage),
  pvp: lazyPage('pvp', group.pvp, (m) => m.PvpPage),
  sports: lazyPage('sports', group.sports, (m) => m.SportsPage),
  esports: lazyPage('esports', group.esports, (m) => m.EsportsPage),
  lottery: lazyPage('lottery', group.lottery, (m) => m.RegionalLotteryPage),
  elott: lazyPage('elott', group.elott, (m) => m.ElottPage),
  vnlottery: lazyPage('vnlottery', group.vnlottery, (m) => m.VnLotteryPage),
  seaLottery: lazyPage('eaLottery', group.eaLottery, (m) => m.SeaLotteryPage),
  promotions: lazyPage('promo', group.promo, (m) => m.PromotionsPage),
  promoDetail: lazyPage('promoDetail', group.promoDetail, (m) => m.PromoDetailPage),
  pointMall: lazyPage('pointMall', group.pointMall, (m) => m.PointMallPage),
  vip: lazyPage('Vip', group.Vip, (m) => m.VipPage),
  help: lazyPage('help', group.help, (m) => m.HelpPage),
  download: lazyPage('download', group.download, (m) => m.DownloadPage),
  join: lazyPage('joinus', group.joinus, (m) => m.JoinPage),
  seamless: lazyPage('seamless', group.seamless, (m) => m.SeamlessPage),
  game: lazyPage('byIframe', group.byIframe, (m) => m.GamePage),
  notice: lazyPage('notice', group.notice, (m) => m.NoticePage),
  verify: lazyPage('verify', group.verify, (m) => m.VerifyPage),
  notFound: lazyPage('notFound', group.notFound, (m) => m.NotFoundPage),
};
