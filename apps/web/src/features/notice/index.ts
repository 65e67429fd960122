/** The notice page of spec §2 (/noticePage): the player notices, 9 per page. */
export { default as NoticePage } from './pages/notice-page.tsx';
