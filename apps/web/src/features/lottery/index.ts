export { type LotteryKind, LotteryPage } from './pages/lottery-page.tsx';
