import { ModuleNode, Resource, SiteConfig } from '@gamehall/contract';
import { z } from 'zod';
import { isKnownCountry } from './countries.ts';
import { patternById } from './register-patterns.ts';
import { defaultRewards, RewardsSetting } from './rewards-setting.ts';

/**
 * The shape of every settings row (and of config/brand.json, which seeds them). Parsed
 * on every cache load, so a hand-edited row that breaks the shape fails loudly in the
 * log instead of reaching players half-valid.
 */

const RuleInput = z
  .object({
    field: z.string().min(1),
    enabled: z.boolean(),
    required: z.boolean(),
    minLength: z.number().int().nonnegative(),
    maxLength: z.number().int().nonnegative(),
    patternId: z.number().int(),
    /** Overrides the catalogue's pattern for this field; '*' means anything. */
    acceptedPattern: z.string().optional(),
    /** What differs for mobile registration (registerMobile); the rest is shared. */
    mobile: z
      .object({ enabled: z.boolean().optional(), required: z.boolean().optional() })
      .optional(),
  })
  // Issues name the field they are about, so the console shows them there (decision 041).
  .refine((r) => r.minLength <= r.maxLength, {
    message: 'minLength must not exceed maxLength',
    path: ['minLength'],
  })
  .refine((r) => patternById.has(r.patternId), 'patternId is not in the pattern catalogue')
  .refine((r) => r.acceptedPattern === undefined || compiles(r.acceptedPattern), {
    message: 'acceptedPattern is not a valid regular expression',
  });

function compiles(source: string): boolean {
  if (source === '*') return true;
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** A CDN base put in front of a stored path such as /media/game/…; '' is this server. */
const CdnBase = z.string().max(512);

export const MaintenanceSetting = z.object({
  on: z.boolean(),
  /** ISO instant; once passed, maintenance counts as off even if `on` stays true. */
  end: z.iso.datetime({ offset: true }).nullable(),
});

export const RegionSetting = z.object({
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  /** CIDR ranges (IPv4 or IPv6), e.g. 203.0.113.0/24 or 2001:db8::/32. */
  blockedCidrs: z.array(z.string()),
});

/** Account rules of the brand (product §4/§9): default password, expiry, trial money, sessions. */
export const AccountsSetting = z.object({
  /**
   * Password of accounts an agent or operator makes (product "{secret}"): logging in with it
   * opens the forced change-password dialog. Never sent to the site.
   */
  defaultPassword: z.string().min(6).max(64),
  /** A password older than this has expired (forced change with PWDEXPFORCECHANGE3). */
  passwordMaxAgeDays: z.number().int().min(1).max(3650),
  /** Demo money of a free-play trial account, in major units. */
  trialBalance: z.number().int().min(0).max(1_000_000),
  sessionHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  trialSessionHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 7),
  /** Minutes an SMS or e-mail code stays valid (the site counts down 60 s × this). */
  codeMinutes: z.number().int().min(1).max(30),
  /**
   * Countries (ISO codes) whose numbers the site texts: the dialing list shows only these,
   * in this order (the first is the brand's home country, the default for a visitor from
   * elsewhere), and an SMS to any other dialing code is refused, premium-rate ones included
   * (decision 019).
   */
  dialingCountries: z
    .array(z.string().refine(isKnownCountry, 'an ISO country code such as MX'))
    .min(1)
    .max(250)
    .default(['MX']),
  /** SMS the whole site sends in an hour; past it sending stops and the operator is alerted. */
  smsPerHour: z.number().int().min(1).max(1_000_000).default(300),
});

export const defaultAccounts: z.infer<typeof AccountsSetting> = {
  defaultPassword: 'Gh123456',
  passwordMaxAgeDays: 90,
  trialBalance: 2000,
  sessionHours: 24,
  trialSessionHours: 12,
  codeMinutes: 5,
  dialingCountries: ['MX'],
  smsPerHour: 300,
};

const major = z.number().positive().max(10_000_000_000).multipleOf(0.01);

/**
 * Money rules of the brand: wallet mode, deposit channels, withdrawal limits, wagering
 * and the minutes after which an unanswered payout counts as received (product §4/§9).
 */
const MoneyFields = z.object({
  /** ISO 4217 code the provider API tells vendors (stored settings from before it: MXN). */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('MXN'),
  /** One wallet for every game (isSingle) or a sub-wallet per vendor the player transfers into. */
  singleWallet: z.boolean(),
  /** Vendors with a sub-wallet in transfer mode (vassalage codes). */
  transferVendors: z.array(z.string().regex(/^[A-Za-z0-9_]{1,32}$/)).max(200),
  /**
   * Opening a transfer-wallet game moves the main wallet's money into it at once (and
   * leaving moves it back), instead of offering the player to.
   */
  autoTransfer: z.boolean().default(false),
  depositChannels: z
    .array(
      z
        .object({
          id: z.string().regex(/^[\w-]{1,64}$/),
          name: z.string().min(1).max(64),
          provider: z.enum(['SANDBOX']),
          min: major,
          max: major,
        })
        .refine((c) => c.min <= c.max, { message: 'min must not exceed max', path: ['min'] }),
    )
    .max(50),
  withdrawMin: major,
  withdrawMax: major,
  /** Wagering a deposit adds to the withdrawal requirement, as a multiple of it. */
  depositTurnoverMultiple: z.number().min(0).max(100),
  /** Wagering a bonus adds, as a multiple of it. */
  bonusTurnoverMultiple: z.number().min(0).max(100),
  withdrawAutoConfirmMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30),
  /**
   * Vendors whose rounds may pay several wins (free spins, side bets after the main win);
   * any other vendor's win on a settled round is refused (decision 016).
   */
  multiWinVendors: z
    .array(z.string().regex(/^[A-Za-z0-9_]{1,32}$/))
    .max(200)
    .default([]),
  /**
   * A vendor's win above this multiple of its round's stake is held for the operator's
   * review instead of paid (decision 016).
   */
  winCapMultiple: z.number().int().min(1).max(1_000_000).default(5000),
  /**
   * KYC (decision 040): a withdrawal above `withdrawalAbove`, or one taking the player's
   * withdrawals past `lifetimeAbove`, needs approved identity and address documents
   * (null: no such rule).
   */
  kyc: z
    .object({ withdrawalAbove: major.nullable(), lifetimeAbove: major.nullable() })
    .default({ withdrawalAbove: null, lifetimeAbove: null }),
  /** Minutes a sandbox pay page stays payable. */
  depositExpiryMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24),
});

/** Limits in order, named at the field the console shows them by (decision 041). */
export const MoneySetting = MoneyFields.refine((m) => m.withdrawMin <= m.withdrawMax, {
  message: 'withdrawMin must not exceed withdrawMax',
  path: ['withdrawMin'],
});

export const defaultMoney: z.infer<typeof MoneySetting> = {
  currency: 'MXN',
  singleWallet: false,
  transferVendors: [],
  autoTransfer: false,
  depositChannels: [
    {
      id: 'sandbox-bank',
      name: 'Sandbox bank transfer',
      provider: 'SANDBOX',
      min: 10,
      max: 50_000,
    },
  ],
  withdrawMin: 10,
  withdrawMax: 50_000,
  depositTurnoverMultiple: 1,
  bonusTurnoverMultiple: 3,
  withdrawAutoConfirmMinutes: 60,
  multiWinVendors: [],
  winCapMultiple: 5000,
  kyc: { withdrawalAbove: null, lifetimeAbove: null },
  depositExpiryMinutes: 30,
};

/**
 * The in-house lottery's rules (issue 15, decision 031): the prize mode whose payout tables
 * the brand pays (packages/games PAYOUT_TABLES), the units a unit bet may cost, and the
 * limits a bet is checked against. `maxStakePerNumber` caps what all players together may
 * stake on one selection of one play type in one draw: the house's liability per number.
 */
export const LotterySetting = z.object({
  prizeMode: z.enum(['Lott', 'ZY', 'Elott', 'SEA']),
  units: z.array(major).min(1).max(5),
  maxMultiplier: z.number().int().min(1).max(100_000),
  maxStakePerBet: major,
  maxStakePerDraw: major,
  maxStakePerNumber: major,
  maxChaseDraws: z.number().int().min(2).max(120),
});

export const defaultLottery: z.infer<typeof LotterySetting> = {
  prizeMode: 'Elott',
  units: [2, 0.2, 0.02],
  maxMultiplier: 10_000,
  maxStakePerBet: 50_000,
  maxStakePerDraw: 200_000,
  maxStakePerNumber: 100_000,
  maxChaseDraws: 120,
};

/**
 * The progressive jackpot of the in-house slots (issue 17, decision 035): the share of
 * every real slot stake the house moves into the pool (basis points), the amount the pool
 * starts from and is reset to after a win (major units), and the chance a spin wins it:
 * one in `oneInPerUnit` per whole unit staked (a 2.00 spin has twice a 1.00 spin's chance).
 */
export const JackpotSetting = z.object({
  enabled: z.boolean(),
  shareBp: z.number().int().min(0).max(1_000),
  seed: major,
  oneInPerUnit: z.number().int().min(100).max(100_000_000),
});

export const defaultJackpot: z.infer<typeof JackpotSetting> = {
  enabled: true,
  shareBp: 100,
  seed: 1_000,
  oneInPerUnit: 100_000,
};

/**
 * The PVP card rooms (decision 036): the house's rake of each contested pot (basis points
 * of the pot, rounded down) and its most per hand (major units), and a turn's time.
 */
export const PvpSetting = z.object({
  rakeBps: z.number().int().min(0).max(1_000),
  rakeCap: major,
  turnSeconds: z.number().int().min(5).max(120),
});

export const defaultPvp: z.infer<typeof PvpSetting> = {
  rakeBps: 500,
  rakeCap: 50,
  turnSeconds: 15,
};

/**
 * The sportsbook (decision 037): where its feed comes from (the demo model, whose whole
 * matches can be made to last `matchSeconds`; or an operator's provider over HTTP in the
 * format of docs/sports-feed.md), which sports are e-sports, the margin priced into the
 * demo's odds and taken off cash-out offers, the in-play delay, the limits per bet and the
 * book's liability per selection of a market (major units), the odds display, and how far
 * ahead fixtures are listed.
 */
const SportCode = z.string().regex(/^[a-z0-9]{2,16}$/);
export const SportsSetting = z.object({
  feed: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('demo'),
      matchSeconds: z.number().int().min(30).max(10_800).optional(),
    }),
    z.object({
      kind: z.literal('http'),
      url: z.string().url(),
      token: z.string().min(1).max(512).optional(),
    }),
  ]),
  esports: z.array(SportCode).max(50),
  marginBp: z.number().int().min(0).max(3_000),
  cashOutMarginBp: z.number().int().min(0).max(3_000),
  inPlayDelaySeconds: z.number().int().min(0).max(30),
  minStake: major,
  maxStake: major,
  maxPayout: major,
  maxLiability: major,
  oddsStyle: z.enum(['decimal', 'hk', 'malay', 'indo']),
  horizonHours: z.number().int().min(1).max(168),
});

export const defaultSports: z.infer<typeof SportsSetting> = {
  feed: { kind: 'demo' },
  esports: ['cs2', 'dota2', 'lol'],
  marginBp: 500,
  cashOutMarginBp: 500,
  inPlayDelaySeconds: 5,
  minStake: 1,
  maxStake: 5_000,
  maxPayout: 100_000,
  maxLiability: 250_000,
  oddsStyle: 'decimal',
  horizonHours: 24,
};

export const settingsShape = {
  site: SiteConfig,
  whitelabel: z.array(ModuleNode),
  registerRules: z
    .array(RuleInput)
    .refine((rules) => new Set(rules.map((r) => r.field)).size === rules.length, {
      message: 'each field has one rule',
    }),
  domains: z.array(z.object({ domain: z.string().min(1) })),
  imageCDNs: z.array(CdnBase).min(1),
  launchGameCDNs: z.array(CdnBase).min(1),
  resources: z.array(Resource),
  customerService: z.object({
    entries: z.array(z.object({ csType: z.enum(['VIP', 'LIVECHAT']), path: z.string() })),
    pathList: z.array(z.object({ type: z.string(), path: z.string() })),
  }),
  analytics: z.object({ gtagId: z.string() }),
  maintenance: MaintenanceSetting,
  regionRestriction: RegionSetting,
  accounts: AccountsSetting.default(defaultAccounts),
  money: MoneySetting.default(defaultMoney),
  lottery: LotterySetting.default(defaultLottery),
  rewards: RewardsSetting.default(defaultRewards),
  jackpot: JackpotSetting.default(defaultJackpot),
  pvp: PvpSetting.default(defaultPvp),
  sports: SportsSetting.default(defaultSports),
};

export const Settings = z.object(settingsShape);
export type Settings = z.infer<typeof Settings>;
export type SettingKey = keyof Settings;

export const settingKeys = Object.keys(settingsShape) as SettingKey[];

/**
 * Keys the operator changes at run time through the ops API. A brand reload leaves
 * them alone so re-reading brand.json never lifts a maintenance or a block by surprise.
 */
export const operationalKeys: readonly SettingKey[] = ['maintenance', 'regionRestriction'];
export const brandKeys = settingKeys.filter((k) => !operationalKeys.includes(k));
