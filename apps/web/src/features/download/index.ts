export { DownloadPage } from './pages/download-page.tsx';
