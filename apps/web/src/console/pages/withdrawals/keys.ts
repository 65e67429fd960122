/** The withdrawals lists' query key: asked again after every decision. */
export const WITHDRAWALS = ['console', 'withdrawals'];
