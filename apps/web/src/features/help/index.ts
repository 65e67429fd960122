/** Help centre (product §2 /help with #terms, and the bare /helpmc). */
export { HelpPage } from './pages/help-page.tsx';
