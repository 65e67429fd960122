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

/**
 * The verification page for one crash round: its revealed hash and the chain's salt give
 * the crash point; the chain's published terminating hash shows the round belongs to it.
 */
export function crashVerifyUrl(round: { hash: string; salt: string; terminatingHash: string }) {
  const query = new URLSearchParams({
    engine: 'crash',
    hash: round.hash,
    salt: round.salt,
    terminatingHash: round.terminatingHash,
  });
  return `/verify?${query}`;
}
