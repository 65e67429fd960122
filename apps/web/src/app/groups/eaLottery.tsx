import { LotteryPage } from '../../features/lottery/index.ts';

/** /seaLottery: the south-east-Asia lottery (product page group "eaLottery"). */
export const SeaLotteryPage = () => <LotteryPage kind="seaLottery" />;
