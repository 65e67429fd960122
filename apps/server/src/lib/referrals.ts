/**
 * Player referrals as the registration reads them: the promotions module keeps them
 * (promotions/referral.ts), the member module registers a friend through a code, and
 * app.ts joins the two (the member module does not depend on promotions, which stands on
 * it).
 */
export interface Referrals {
  /** After a player registered with a friend's referral code (from `ip`). */
  joined(code: string, memberId: number, ip: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    referrals: Referrals;
  }
}
