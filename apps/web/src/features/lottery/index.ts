export { type LotteryKind, LotteryPage } from './pages/lottery-page.tsx';
export { RegionalLotteryPage } from './pages/regional-lottery-page.tsx';
