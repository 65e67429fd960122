import { LotteryPage } from '../../features/lottery/index.ts';

export const VnLotteryPage = () => <LotteryPage kind="vnlottery" />;
