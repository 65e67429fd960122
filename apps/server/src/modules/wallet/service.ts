import {
  type BodyOf,
  fromMinor,
  MAIN_WALLET,
  type output,
  type recallWallet,
  toMinor,
  type transferToDownline,
  type transferToUpline,
  type WalletBalances,
  type walletTransfer,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AuthMember } from '../../lib/platform-types.ts';
import type { Settings } from '../../settings/schema.ts';
import { vendorNames } from '../games/index.ts';
import {
  type AccountRef,
  account,
  balanceOf,
  inTransaction,
  lockOrder,
  move,
  playerAccounts,
  post,
  postingByKey,
} from '../ledger/index.ts';
import { findMemberByAccount, findMemberById, provePaymentPassword } from '../member/index.ts';

type Balances = output<typeof WalletBalances>;

type Money = Settings['money'];
type AccountRow = Awaited<ReturnType<typeof playerAccounts>>[number];

/** The vendors with a sub-wallet: none when the brand runs one wallet for every game. */
function transferVendorsOf(money: Money): string[] {
  return money.singleWallet ? [] : money.transferVendors;
}

const money = async (app: FastifyInstance) => (await app.settings.get()).settings.money;

export async function isSingleWallet(app: FastifyInstance): Promise<boolean> {
  return transferVendorsOf(await money(app)).length === 0;
}

/** The brand's wallet mode and the vendors that keep a sub-wallet, with their names. */
export async function walletMode(app: FastifyInstance) {
  const codes = transferVendorsOf(await money(app));
  if (codes.length === 0) {
    return { isSingle: true, vendors: [] as { vassalage: string; name: string }[] };
  }
  const names = await vendorNames(app.database.db, codes);
  return {
    isSingle: false,
    vendors: codes.map((code) => ({ vassalage: code, name: names.get(code) ?? code })),
  };
}

const balanceIn = (rows: AccountRow[], kind: string, vendor = '') =>
  rows.find((r) => r.kind === kind && r.vendor === vendor)?.balance ?? 0n;

/** sumBalance: the main wallet plus the sub-wallet of every vendor the brand runs. */
function sumOf(rows: AccountRow[], codes: string[]): bigint {
  return codes.reduce(
    (sum, code) => sum + balanceIn(rows, 'VENDOR', code),
    balanceIn(rows, 'MAIN'),
  );
}

/**
 * The header's balance. Polled by every logged-in page, so it reads the settings (a
 * memory read) and the player's accounts only — no vendor names.
 */
export async function sumBalanceOf(app: FastifyInstance, memberId: number): Promise<number> {
  const [m, rows] = await Promise.all([money(app), playerAccounts(app.database.db, memberId)]);
  return fromMinor(sumOf(rows, transferVendorsOf(m)));
}

export async function balancesOf(app: FastifyInstance, memberId: number): Promise<Balances> {
  const [mode, rows] = await Promise.all([
    walletMode(app),
    playerAccounts(app.database.db, memberId),
  ]);
  const codes = mode.vendors.map((v) => v.vassalage);
  return {
    sumBalance: fromMinor(sumOf(rows, codes)),
    main: fromMinor(balanceIn(rows, 'MAIN')),
    bonus: fromMinor(balanceIn(rows, 'BONUS')),
    held: fromMinor(balanceIn(rows, 'HELD')),
    isSingle: mode.isSingle,
    vendors: mode.vendors.map((v) => ({
      ...v,
      balance: fromMinor(balanceIn(rows, 'VENDOR', v.vassalage)),
    })),
  };
}

/** The vendor codes that keep a sub-wallet (none: the brand runs one wallet). */
async function vendorWallets(app: FastifyInstance) {
  const codes = transferVendorsOf(await money(app));
  return { isSingle: codes.length === 0, known: new Set(codes) };
}

function walletRef(memberId: number, name: string, known: Set<string>): AccountRef {
  if (name === MAIN_WALLET) return account.main(memberId);
  if (!known.has(name)) throw new AppError('WALLET_UNKNOWN', `There is no ${name} wallet`);
  return account.vendor(memberId, name);
}

/** GCS_walletTransfer: main ↔ a vendor sub-wallet, once per requestId. */
export async function transferBetweenWallets(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof walletTransfer>,
): Promise<Balances> {
  const { isSingle, known } = await vendorWallets(app);
  if (isSingle) throw new AppError('WALLET_UNKNOWN', 'This site uses one wallet for every game');
  if (body.from === body.to) throw new AppError('BAD_REQUEST', 'Choose two different wallets');
  const from = walletRef(memberId, body.from, known);
  const to = walletRef(memberId, body.to, known);
  await inTransaction(app.database.db, (tx) =>
    post(tx, {
      key: `member:${memberId}:${body.requestId}`,
      type: 'TRANSFER',
      memberId,
      entries: move(from, to, toMinor(body.amount)),
    }),
  );
  return balancesOf(app, memberId);
}

const RECALL_ATTEMPTS = 3;

/**
 * Everything in a vendor's sub-wallet back to the main wallet, once per requestId: the
 * amount is read inside the transaction, so the site can send it on leaving a game
 * (even as the tab closes) without knowing the balance. A replay answers the balances
 * and moves nothing; an empty sub-wallet moves nothing either.
 */
export async function recallVendorWallet(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof recallWallet>,
): Promise<Balances> {
  const { known } = await vendorWallets(app);
  if (body.vassalage === MAIN_WALLET || !known.has(body.vassalage)) {
    throw new AppError('WALLET_UNKNOWN', `There is no ${body.vassalage} wallet to move back`);
  }
  const key = `member:${memberId}:${body.requestId}`;
  const from = account.vendor(memberId, body.vassalage);
  for (let attempt = 1; attempt <= RECALL_ATTEMPTS; attempt++) {
    try {
      await inTransaction(app.database.db, async (tx) => {
        const done = await postingByKey(tx, key);
        if (done) {
          const recalled = (done.meta as { recall?: string } | null)?.recall;
          if (recalled === body.vassalage) return;
          throw new AppError(
            'IDEMPOTENCY_CONFLICT',
            'This request id was already used for a different request',
          );
        }
        const amount = await balanceOf(tx, from);
        if (amount <= 0n) return;
        await post(tx, {
          key,
          type: 'TRANSFER',
          memberId,
          meta: { recall: body.vassalage },
          entries: move(from, account.main(memberId), amount),
        });
      });
      break;
    } catch (err) {
      // A bet took some of it between the read and the move, or the same request ran
      // beside this one: read again.
      const raced =
        err instanceof AppError &&
        (err.code === 'WALLET_INSUFFICIENT_FUNDS' || err.code === 'IDEMPOTENCY_CONFLICT');
      if (!raced || attempt === RECALL_ATTEMPTS) throw err;
    }
  }
  return balancesOf(app, memberId);
}

/** Main wallet to main wallet of another member, proved with the payment password. */
async function memberToMember(
  app: FastifyInstance,
  fromId: number,
  toId: number,
  body: { amount: number; paymentPassword: string; requestId: string },
  type: 'UPLINE_TRANSFER' | 'DOWNLINE_TRANSFER',
  remark: string,
) {
  await provePaymentPassword(app, fromId, body.paymentPassword);
  const posted = await inTransaction(app.database.db, (tx) =>
    post(tx, {
      key: `member:${fromId}:${body.requestId}`,
      type,
      memberId: fromId,
      remark,
      entries: move(account.main(fromId), account.main(toId), toMinor(body.amount)),
    }),
  );
  const balance =
    posted.balances.get(lockOrder(account.main(fromId))) ??
    (await balanceOf(app.database.db, account.main(fromId)));
  return { transactionId: String(posted.txId), balance: fromMinor(balance) };
}

export async function sendToUpline(
  app: FastifyInstance,
  member: AuthMember,
  body: BodyOf<typeof transferToUpline>,
) {
  const row = await findMemberById(app.database.db, member.id);
  if (!row?.uplineId) {
    throw new AppError('NO_UPLINE', 'Your account has no upline agent to transfer to');
  }
  const upline = await findMemberById(app.database.db, row.uplineId);
  return memberToMember(
    app,
    member.id,
    row.uplineId,
    body,
    'UPLINE_TRANSFER',
    `to ${upline?.account ?? row.uplineId}`,
  );
}

export async function sendToDownline(
  app: FastifyInstance,
  agent: AuthMember,
  body: BodyOf<typeof transferToDownline>,
) {
  const downline = await findMemberByAccount(app.database.db, body.account);
  if (!downline || downline.uplineId !== agent.id) {
    throw new AppError('NOT_FOUND', 'No such account in your downline');
  }
  return memberToMember(
    app,
    agent.id,
    downline.id,
    body,
    'DOWNLINE_TRANSFER',
    `to ${downline.account}`,
  );
}
