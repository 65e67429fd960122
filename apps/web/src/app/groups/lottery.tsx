import { LotteryPage } from '../../features/lottery/index.ts';

export const RegionalLotteryPage = () => <LotteryPage kind="lottery" />;
