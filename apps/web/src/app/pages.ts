import type { ComponentType } from 'react';
import type { LobbyKind } from '../features/lobby/index.ts';
import { loadTextArea } from '../lib/i18n/index.ts';
import { queryClient } from '../lib/query-client.ts';
import { lazyPage, type PagePrefetch } from './lazy-page.tsx';

/** A page group whose screens need a lazy text area: its code and those texts together. */
const withTexts =
  (area: string) =>
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadTextArea(area)]).then(([m]) => m);
/** Screens that show game lists. */
const withGameTexts = withTexts('games');
/** The information, promotion, help and not-found pages and the game page ('pages' texts). */
const withPageTexts = withTexts('pages');

/*
 * One dynamic import per page group (docs/architecture.md "Page groups"), so each group is its own chunk and
 * a visitor downloads only the pages they open (product §7's chunk list).
 */
const group = {
  index: () => import('./groups/index.page.ts'),
  live: withGameTexts(() => import('./groups/live.tsx')),
  egame: withGameTexts(() => import('./groups/egame.tsx')),
  fish: withGameTexts(() => import('./groups/fish.tsx')),
  pvp: withGameTexts(() => import('./groups/pvp.tsx')),
  sports: withGameTexts(() => import('./groups/sports.tsx')),
  esports: withGameTexts(() => import('./groups/esports.tsx')),
  lottery: withPageTexts(() => import('./groups/lottery.tsx')),
  elott: withPageTexts(() => import('./groups/elott.tsx')),
  vnlottery: withPageTexts(() => import('./groups/vnlottery.tsx')),
  eaLottery: withPageTexts(() => import('./groups/eaLottery.tsx')),
  promo: withPageTexts(() => import('./groups/promo.ts')),
  promoDetail: withPageTexts(() => import('./groups/promoDetail.ts')),
  pointMall: withPageTexts(() => import('./groups/pointMall.ts')),
  Vip: withPageTexts(() => import('./groups/Vip.ts')),
  help: withPageTexts(() => import('./groups/help.ts')),
  download: withPageTexts(() => import('./groups/download.ts')),
  joinus: withPageTexts(() => import('./groups/joinus.ts')),
  seamless: withPageTexts(() => import('./groups/seamless.ts')),
  byIframe: withPageTexts(() => import('./groups/byIframe.ts')),
  // Not product groups: the notice list, the fairness check, responsible gaming and the
  // not-found page belong to their features.
  verify: withGameTexts(() => import('../features/verify/index.ts')),
  responsibleGaming: withPageTexts(() => import('../features/protection/responsible-gaming.ts')),
  notice: () => import('../features/notice/index.ts'),
  notFound: withPageTexts(() => import('../features/not-found/index.ts')),
};

/**
 * A lobby page: boot asks for its opening tab's games beside its code (prefetchLobby, a
 * chunk of its own), not once it has rendered, and for the slots lobby's jackpot beside
 * the brand config (`early`; decision 025).
 */
const lobbyPage = <M>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  kind: LobbyKind,
  early?: () => Promise<unknown>,
) =>
  lazyPage(name, load, pick, {
    prefetch: () =>
      import('../features/lobby/prefetch-lobby.ts').then(
        (m) => (at: Parameters<PagePrefetch>[0]) => m.prefetchLobby(kind, at, queryClient),
      ),
    early,
  });

/** The slots lobby's jackpot banner, asked for beside the brand config (decision 025). */
const jackpotEarly = () =>
  import('../features/jackpot/prefetch.ts').then((m) => m.prefetchJackpot(queryClient));

export const pages = {
  home: lazyPage('index', group.index, (m) => m.HomePage),
  register: lazyPage('index', group.index, (m) => m.RegisterPage),
  login: lazyPage('index', group.index, (m) => m.LoginPage),
  live: lobbyPage('live', group.live, (m) => m.LivePage, 'live'),
  rng: lobbyPage('egame', group.egame, (m) => m.RngPage, 'rng', jackpotEarly),
  hot: lazyPage('egame', group.egame, (m) => m.HotPage),
  fav: lazyPage('egame', group.egame, (m) => m.FavPage),
  fish: lobbyPage('fish', group.fish, (m) => m.FishPage, 'fish'),
  pvp: lobbyPage('pvp', group.pvp, (m) => m.PvpPage, 'pvp'),
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
  responsibleGaming: lazyPage(
    'responsibleGaming',
    group.responsibleGaming,
    (m) => m.ResponsibleGamingPage,
  ),
  notFound: lazyPage('notFound', group.notFound, (m) => m.NotFoundPage),
};
