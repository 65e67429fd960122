import { LotteryPage } from '../../features/lottery/index.ts';

/** /lottery (product §2, header only): the e-lottery's draws and each game's betting page. */
export const RegionalLotteryPage = () => <LotteryPage kind="lottery" />;
