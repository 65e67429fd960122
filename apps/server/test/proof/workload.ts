import { randomInt, randomUUID } from 'node:crypto';
import {
  createDeposit,
  opsApproveWithdrawal,
  providerBet,
  providerWin,
  requestWithdrawal,
  walletTransfer,
} from '@gamehall/contract';
import type { Answer, HttpClient } from './http-client.ts';
import { ok, PAY, type ProofPlayer, SEAMLESS, TRANSFER_VENDOR } from './players.ts';

export interface Acks {
  deposits: string[];
  bets: { vendor: string; txId: string }[];
  wins: { vendor: string; txId: string }[];
  transfers: { memberId: number; requestId: string }[];
  withdrawals: { memberId: number; requestId: string; orderNo: string }[];
  approvals: string[];
}

/** Expected balances in minor units if every request got an answer (no crash). */
export type Model = Map<number, Map<string, bigint>>;

export interface WorkloadResult {
  acks: Acks;
  model: Model;
  /** Requests whose outcome is unknown (connection cut, 5xx): the model is then unusable. */
  uncertain: number;
  /** Why each cut-off request failed (a timeout, a reset connection). */
  cutOff: string[];
  operations: number;
  replays: number;
  failures: string[];
  /** Refusal codes per operation, e.g. "withdraw WALLET_INSUFFICIENT_FUNDS" → count. */
  refusals: Map<string, number>;
  /** 5xx answers (a crash cuts connections; it never answers 5xx for money moved). */
  serverErrors: string[];
  /** Answers of a busy server (503 SERVER_BUSY, decision 014), tried again as a client would. */
  busy: number;
}

const cents = (n: number) => BigInt(Math.round(n * 100));
const amount = (min: number, max: number) => randomInt(min * 100, max * 100 + 1) / 100;

export async function runWorkload(
  http: HttpClient,
  players: ProofPlayer[],
  secrets: Map<string, string>,
  opts: { clients: number; stop: () => boolean; replays: boolean },
): Promise<WorkloadResult> {
  const acks: Acks = {
    deposits: [],
    bets: [],
    wins: [],
    transfers: [],
    withdrawals: [],
    approvals: [],
  };
  const model: Model = new Map(players.map((p) => [p.id, new Map<string, bigint>()]));
  const add = (id: number, wallet: string, delta: bigint) => {
    const m = model.get(id) as Map<string, bigint>;
    m.set(wallet, (m.get(wallet) ?? 0n) + delta);
  };
  const openRounds: { player: ProofPlayer; vendor: string; roundId: string }[] = [];
  const pendingOrders: string[] = [];
  const result: WorkloadResult = {
    acks,
    model,
    uncertain: 0,
    cutOff: [],
    operations: 0,
    replays: 0,
    failures: [],
    refusals: new Map(),
    serverErrors: [],
    busy: 0,
  };

  /**
   * A busy server sheds password work before doing any (503 SERVER_BUSY, nothing moved,
   * decision 014); a client waits the retryAfter it was told and sends the same request
   * again, as the site does, for up to two minutes.
   */
  const patiently = (run: () => Promise<Answer>) => async (): Promise<Answer> => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const answer = await run();
      if (answer.status !== 503 || answer.body.code !== 'SERVER_BUSY' || Date.now() > deadline) {
        return answer;
      }
      result.busy++;
      const seconds = Number(answer.body.retryAfter ?? 1);
      await new Promise((r) => setTimeout(r, seconds * 1000 * (0.5 + Math.random())));
    }
  };

  /** Sends one request 1–5 times (some in parallel); all answers must agree. */
  async function send(
    run: () => Promise<Answer>,
    same: (a: Answer) => unknown,
  ): Promise<Answer | null> {
    const times = opts.replays ? randomInt(1, 6) : 1;
    result.replays += times - 1;
    const once = patiently(run);
    const answers: Answer[] = [];
    try {
      if (times > 1 && randomInt(2) === 0)
        answers.push(...(await Promise.all(Array.from({ length: times }, once))));
      else for (let i = 0; i < times; i++) answers.push(await once());
    } catch (err) {
      // Cut off (the server is down in a crash test): the outcome is unknown. Wait a
      // little instead of spinning against a closed port.
      result.uncertain++;
      result.cutOff.push(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
      await new Promise((r) => setTimeout(r, 250));
      return null;
    }
    const first = answers[0] as Answer;
    const serverError = answers.find((a) => a.status >= 500);
    if (serverError) {
      result.uncertain++;
      result.serverErrors.push(
        `${serverError.status} ${JSON.stringify(serverError.body).slice(0, 200)}`,
      );
      return null;
    }
    // Every 200 must carry the same result. A refusal beside a success is only possible
    // when the refusal's cause can change between tries (funds arriving, an order decided
    // by an earlier try): then the one success is what happened, once.
    const key = (a: Answer) => JSON.stringify(same(a));
    const oks = answers.filter(ok);
    const firstOk = oks[0];
    if (firstOk && oks.some((a) => key(a) !== key(firstOk))) {
      result.failures.push(`replays disagree: ${oks.map(key).join(' | ')}`);
    }
    const others = answers.filter((a) => !ok(a));
    const mixedOk = (a: Answer) =>
      ['WALLET_INSUFFICIENT_FUNDS', 'ORDER_STATE'].includes(a.body.code ?? '');
    if (firstOk && others.some((a) => !mixedOk(a))) {
      result.failures.push(
        `a replay was refused beside a success: ${JSON.stringify(others[0]?.body)}`,
      );
    }
    if (!firstOk && others.some((a) => a.body.code !== first.body.code)) {
      result.failures.push(
        `replays refused differently: ${others.map((a) => a.body.code).join(',')}`,
      );
    }
    const answer = answers.find(ok) ?? first;
    if (!ok(answer)) {
      const k = `${answer.body.code ?? answer.status}`;
      result.refusals.set(k, (result.refusals.get(k) ?? 0) + 1);
    }
    return answer;
  }

  const pick = <T>(xs: T[]) => xs[randomInt(xs.length)] as T;

  const ops: Record<string, () => Promise<void>> = {
    async deposit() {
      const p = pick(players);
      const body = { channelId: 'sandbox-bank', amount: amount(10, 500), requestId: randomUUID() };
      const order = await send(
        () => http.call(createDeposit, body, { token: p.token }),
        (a) => a.body.value?.orderNo,
      );
      if (!order || !ok(order)) return;
      const orderNo = String(order.body.value?.orderNo);
      const payUrl = String(order.body.value?.payUrl);
      const paid = await send(
        async () => {
          const r = await http.payDeposit(payUrl);
          return { status: r.status, body: { success: r.status === 200 } };
        },
        () => null,
      );
      if (paid?.status === 200) {
        acks.deposits.push(orderNo);
        add(p.id, 'MAIN', cents(body.amount));
      }
    },
    async bet() {
      const p = pick(players);
      const vendor = randomInt(3) === 0 ? TRANSFER_VENDOR : SEAMLESS;
      const bet = {
        account: p.account,
        sessionId: p.sessions[vendor],
        amount: amount(1, 40),
        transactionId: randomUUID(),
        roundId: randomUUID(),
        gameCode: 'proof-game',
      };
      const a = await send(
        () => http.vendor(providerBet, vendor, secrets.get(vendor) as string, bet),
        (x) => x.body.value?.transactionId,
      );
      if (a && ok(a)) {
        acks.bets.push({ vendor, txId: bet.transactionId });
        add(p.id, vendor === SEAMLESS ? 'MAIN' : vendor, -cents(bet.amount));
        openRounds.push({ player: p, vendor, roundId: bet.roundId });
      }
    },
    async win() {
      const round = openRounds.splice(randomInt(Math.max(1, openRounds.length)), 1)[0];
      if (!round) return;
      const win = {
        account: round.player.account,
        amount: randomInt(3) === 0 ? 0 : amount(0.5, 80),
        transactionId: randomUUID(),
        roundId: round.roundId,
        gameCode: 'proof-game',
      };
      const vendor = round.vendor;
      const a = await send(
        () => http.vendor(providerWin, vendor, secrets.get(vendor) as string, win),
        (x) => x.body.value?.transactionId,
      );
      if (a && ok(a)) {
        acks.wins.push({ vendor, txId: win.transactionId });
        add(round.player.id, vendor === SEAMLESS ? 'MAIN' : vendor, cents(win.amount));
      }
    },
    async transfer() {
      const p = pick(players);
      const toVendor = randomInt(2) === 0;
      const body = {
        from: toVendor ? 'MAIN' : TRANSFER_VENDOR,
        to: toVendor ? TRANSFER_VENDOR : 'MAIN',
        amount: amount(1, 150),
        requestId: randomUUID(),
      };
      const a = await send(
        () => http.call(walletTransfer, body, { token: p.token }),
        () => null,
      );
      if (a && ok(a)) {
        acks.transfers.push({ memberId: p.id, requestId: body.requestId });
        add(p.id, body.from, -cents(body.amount));
        add(p.id, body.to, cents(body.amount));
      }
    },
    async withdraw() {
      const p = pick(players);
      const body = {
        accountId: p.payoutAccountId,
        amount: amount(10, 200),
        paymentPassword: PAY,
        requestId: randomUUID(),
      };
      const a = await send(
        () => http.call(requestWithdrawal, body, { token: p.token }),
        (x) => x.body.value?.orderNo,
      );
      if (a && ok(a)) {
        const orderNo = String(a.body.value?.orderNo);
        acks.withdrawals.push({ memberId: p.id, requestId: body.requestId, orderNo });
        add(p.id, 'MAIN', -cents(body.amount));
        add(p.id, 'HELD', cents(body.amount));
        pendingOrders.push(`${p.id}:${cents(body.amount)}:${orderNo}`);
      }
    },
    async approve() {
      const entry = pendingOrders.shift();
      if (!entry) return;
      const [id, minor, orderNo] = entry.split(':') as [string, string, string];
      const a = await send(
        () => http.ops(opsApproveWithdrawal, { orderNo }),
        () => null,
      );
      // A replay of the approval finds the order already PAID: 409 ORDER_STATE is its answer.
      if (a && (ok(a) || a.body.code === 'ORDER_STATE')) {
        acks.approvals.push(orderNo);
        add(Number(id), 'HELD', -BigInt(minor));
      }
    },
  };
  const mix = [
    'deposit',
    'deposit',
    'bet',
    'bet',
    'bet',
    'bet',
    'win',
    'win',
    'win',
    'transfer',
    'transfer',
    'withdraw',
    'approve',
  ];

  await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      while (!opts.stop()) {
        const op = pick(mix);
        result.operations++;
        try {
          await (ops[op] as () => Promise<void>)();
        } catch (err) {
          result.failures.push(`${op}: ${(err as Error).message}`);
        }
      }
    }),
  );
  return result;
}
