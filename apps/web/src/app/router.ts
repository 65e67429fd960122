import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** History-mode routing (spec §2); made once the brand's config and texts are in. */
export const createAppRouter = () => createBrowserRouter(routes);
