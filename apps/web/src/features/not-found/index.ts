export { NotFoundPage } from './pages/not-found-page.tsx';
