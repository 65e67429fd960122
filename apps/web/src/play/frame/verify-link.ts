/** The site's verification page for one round, with everything it needs to recompute it. */
export function verifyUrl(round: {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  engine: string;
}) {
  const query = new URLSearchParams({
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    engine: round.engine,
  });
  return `/verify?${query}`;
}
