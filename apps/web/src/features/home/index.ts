/** Home (product §2 /index) and the register / login entry views built on it. */

export { LoginPage, RegisterPage } from './pages/entry-pages.tsx';
export { HomePage } from './pages/home-page.tsx';
