/**
 * What the header's rewards badge needs from promotions (product §2 navigation): the
 * count a player can claim now. Apart from index.ts (the pages) so the badge's chunk,
 * loaded by the layout with import(), carries this call alone and no import cycle runs
 * through the layout.
 */
export { AVAILABLE_POLL_MS, useAvailablePromotions } from './api/get-promotion-states.ts';
