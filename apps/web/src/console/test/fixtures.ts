import {
  type DayFigures,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type opsKycQueue,
  type opsMemberDetail,
  type Protection,
  type ValueOf,
} from '@gamehall/contract';

/** One brand day's figures; every field can be set. */
export const dayFigures = (day: string, over: Partial<DayFigures> = {}): DayFigures => ({
  day,
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  bets: 0,
  betCount: 0,
  payouts: 0,
  ggr: 0,
  newPlayers: 0,
  activePlayers: 0,
  ...over,
});

type Detail = ValueOf<typeof opsMemberDetail>;

/** A member's detail as the server answers it: ana, a player, active. */
export const memberDetail = (over: Partial<Detail['member']> = {}, rest: Partial<Detail> = {}) =>
  ({
    member: {
      id: 7,
      account: 'ana',
      type: 0,
      status: 0,
      mobile: '+52 55 1234 5678',
      email: 'ana@example.com',
      createdAt: '2026-10-01T12:00:00Z',
      lastLoginAt: '2026-11-27T09:00:00Z',
      balance: 1234.5,
      nickname: 'Ana',
      upline: 'agent7',
      rankLevel: 2,
      passwordIsDefault: false,
      ...over,
    },
    wallets: [
      { wallet: 'MAIN', balance: 1234.5 },
      { wallet: 'BONUS', balance: 20 },
    ],
    sessions: [
      {
        startedAt: '2026-11-27T09:00:00Z',
        endsAt: '2026-11-27T21:00:00Z',
        live: true,
        ip: '203.0.113.9',
        userAgent: 'Firefox',
      },
    ],
    logins: [{ at: '2026-11-27T09:00:00Z', event: 'login', ip: '203.0.113.9', userAgent: null }],
    notes: [{ at: '2026-11-20T10:00:00Z', staff: 'boss', text: 'Asked about the bonus' }],
    ...rest,
  }) satisfies Detail;

/** A player's protection with no limit set, or what `over` says. */
export const protection = (over: Partial<Protection> = {}): Protection => ({
  limits: LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => ({
      kind,
      period,
      amount: null,
      used: 0,
      resetsAt: '2026-11-28T00:00:00Z',
      pending: null,
    })),
  ),
  sessionMinutes: null,
  sessionPending: null,
  realityCheckMinutes: null,
  exclusion: null,
  ...over,
});

type KycEntry = ValueOf<typeof opsKycQueue>['documents'][number];

/** A document in the KYC queue: ana's identity document, a png, waiting for review. */
export const kycEntry = (over: Partial<KycEntry> = {}): KycEntry => ({
  id: 1,
  account: 'ana',
  kind: 'IDENTITY',
  status: 'PENDING',
  type: 'image/png',
  name: 'passport.png',
  bytes: 348_160,
  uploadedAt: '2026-11-26T08:00:00Z',
  reviewedAt: null,
  reason: null,
  ...over,
});

/** A page of the KYC queue holding these documents. */
export const kycPage = (documents: KycEntry[]): ValueOf<typeof opsKycQueue> => ({
  documents,
  pageNo: 1,
  totalPages: documents.length > 0 ? 1 : 0,
  total: documents.length,
});
