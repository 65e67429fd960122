export { SeamlessPage } from '../../features/seamless/index.ts';
