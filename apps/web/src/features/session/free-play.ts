/**
 * Free play for a visitor's "Free trial" click on a game (product §4 FREEPLAY3): loaded with
 * import() on that click, so none of it joins the first page load.
 */
export { startFreePlay } from './model/free-play.ts';
