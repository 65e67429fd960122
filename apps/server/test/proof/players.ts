import { randomUUID } from 'node:crypto';
import {
  bindWithdrawAccount,
  CATALOGUE_FORMAT,
  getGameList,
  launchGame,
  login,
  opsCreateMember,
  opsImportCatalogue,
  opsVendorKey,
  providerAuthenticate,
  setPaymentPassword,
} from '@gamehall/contract';
import type { Answer, HttpClient } from './http-client.ts';

/**
 * Two vendors that host their games and call the signed wallet API (in-house games have
 * no signing secret, decision 016): PRFS plays from the main wallet, KCKF is one of the
 * brand's transfer-wallet vendors.
 */
export const SEAMLESS = 'PRFS';
export const TRANSFER_VENDOR = 'KCKF';
const PASSWORD = 'Proof-pass-1';
export const PAY = '135790';

export interface ProofPlayer {
  id: number;
  account: string;
  token: string;
  payoutAccountId: string;
  /** The wallet session of each vendor, from a real launch and authenticate. */
  sessions: Record<string, string>;
}

/** What the server acknowledged (answered 200): each must be in the database afterwards. */

/** An answer the server accepted. */
export const ok = (a: Answer) => a.status === 200 && a.body.success;

export async function setUpPlayers(http: HttpClient, count: number): Promise<ProofPlayer[]> {
  const players: ProofPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const account = `proof${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const made = await http.ops(opsCreateMember, { account, password: PASSWORD });
    if (!ok(made)) throw new Error(`create member: ${JSON.stringify(made.body)}`);
    const id = Number(made.body.value?.id);
    const logged = await http.call(login, {
      type: 'username',
      username: account,
      password: PASSWORD,
    });
    const token = logged.body.value?.token as string | undefined;
    if (!token) throw new Error(`login: ${JSON.stringify(logged.body)}`);
    const pay = await http.call(
      setPaymentPassword,
      { loginPassword: PASSWORD, paymentPassword: PAY, confirmPaymentPassword: PAY },
      { token },
    );
    if (!ok(pay)) throw new Error(`payment password: ${JSON.stringify(pay.body)}`);
    const bound = await http.call(
      bindWithdrawAccount,
      {
        type: 'BANK',
        institution: 'Proof Bank',
        accountName: account,
        accountNumber: `9${String(id).padStart(9, '0')}`,
        paymentPassword: PAY,
      },
      { token },
    );
    if (!ok(bound)) throw new Error(`bind: ${JSON.stringify(bound.body)}`);
    players.push({
      id,
      account,
      token,
      payoutAccountId: String(bound.body.value?.id),
      sessions: {},
    });
  }
  return players;
}

/** Connects the two vendors (a launch address and a game each), as an operator would. */
async function connectVendors(http: HttpClient) {
  const feed = {
    format: CATALOGUE_FORMAT,
    vendors: [SEAMLESS, TRANSFER_VENDOR].map((code) => ({
      code,
      displayName: `Proof ${code}`,
      category: 'RNG',
      launchUrl: `https://${code.toLowerCase()}.example/start?token={token}&game={game}`,
      games: [{ gameCode: 'proof-game', name: `Proof game ${code}`, minBet: 1 }],
    })),
  };
  const res = await http.ops(opsImportCatalogue, feed);
  if (!ok(res)) throw new Error(`catalogue import: ${JSON.stringify(res.body)}`);
}

/** The vendors' signing secrets, after connecting them (which makes the secrets). */
export async function vendorSecrets(http: HttpClient) {
  await connectVendors(http);
  const secrets = new Map<string, string>();
  for (const vendor of [SEAMLESS, TRANSFER_VENDOR]) {
    const res = await http.ops(opsVendorKey, undefined, { vendor });
    if (!ok(res)) throw new Error(`vendor key: ${JSON.stringify(res.body)}`);
    secrets.set(vendor, String(res.body.value?.secret));
  }
  return secrets;
}

/** The vendor's game, as the lobby lists it. */
async function launchableGame(http: HttpClient, token: string, vendor: string) {
  const query: Record<string, string> = { vassalage: vendor, pageSize: '1' };
  const list = await http.call(getGameList, undefined, { token, query });
  const games = (list.body.value?.games ?? []) as { gameId: number }[];
  if (!games[0]) throw new Error(`no game of ${vendor}: ${JSON.stringify(list.body)}`);
  return String(games[0].gameId);
}

/**
 * Each player launches a game of each vendor, and the vendor exchanges the launch token
 * for a wallet session, as a real game start goes: bets need that session.
 */
export async function openGameSessions(
  http: HttpClient,
  players: ProofPlayer[],
  secrets: Map<string, string>,
) {
  for (const vendor of [SEAMLESS, TRANSFER_VENDOR]) {
    const [first] = players;
    if (!first) return;
    const gameId = await launchableGame(http, first.token, vendor);
    for (const p of players) {
      const launched = await http.call(launchGame, undefined, {
        token: p.token,
        query: { gameId },
      });
      const url = String(launched.body.value?.game_url ?? '');
      const token = new URL(url, 'http://x').searchParams.get('token');
      if (!token) throw new Error(`launch: ${JSON.stringify(launched.body)}`);
      const auth = await http.vendor(providerAuthenticate, vendor, secrets.get(vendor) ?? '', {
        token,
      });
      if (!ok(auth)) throw new Error(`authenticate: ${JSON.stringify(auth.body)}`);
      p.sessions[vendor] = String(auth.body.value?.sessionId);
    }
  }
}

/**
 * Many clients doing deposits, bets, wins, transfers and withdrawals on shared players
 * through the real API until `stop()` says so. With `replays`, each request is sent 1–5
 * times, some at once: every answer must agree and the model counts it once.
 */
