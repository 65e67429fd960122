/** The provably fair verification page (/verify): recomputes an in-house round. */
export { VerifyPage } from './pages/verify-page.tsx';
