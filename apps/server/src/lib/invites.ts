/**
 * Registration links an agent hands out, as the registration reads them: the agent module
 * keeps them (agent/links-service.ts), the member module registers through them, and
 * app.ts joins the two (neither module imports the other's inner files, and the member
 * module does not depend on the agent module, which stands on it).
 */
export interface InviteLinks {
  /** The agent and account type (0 player, 1 agent) a link's code registers under, or null. */
  resolve(code: string): Promise<{ agentId: number; type: number; linkId: number } | null>;
  /** After a member registered through a link: counts it and makes the link's offers. */
  joined(linkId: number, memberId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    invites: InviteLinks;
  }
}
