export { RegionalLotteryPage } from '../../features/lottery/index.ts';
