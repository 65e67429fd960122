export { DownloadPage } from '../../features/download/index.ts';
