/** The notice page of product §2 (/noticePage): the player notices, 9 per page. */
export { default as NoticePage } from './pages/notice-page.tsx';
