import { LotteryPage } from '../../features/lottery/index.ts';

export const ElottPage = () => <LotteryPage kind="elott" />;
