export { JoinPage } from '../../features/join/index.ts';
