import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { type AddressList, parseAddressList } from './lib/address-list.ts';
import { parseTrustedProxies, type TrustedProxies } from './lib/trusted-proxies.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  BRAND_FILE: z.string().min(1).default('config/brand.json'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, ctx) => {
      try {
        return parseTrustedProxies(text);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  OPERATOR_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  OPS_ALLOW: z
    .string()
    .default('loopback')
    .transform((text, ctx) => {
      try {
        return parseAddressList(text);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('gamehall:'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(254).optional(),
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  DOCS: z.enum(['true', 'false']).optional(),
  DEMO_AGENTS: z.enum(['true', 'false']).optional(),
  LOTTERY_DEMO_RESULTS: z.enum(['true', 'false']).optional(),
  LOTTERY_FEED_URL: z.url().optional(),
  SPORTS_DEMO_FEED: z.enum(['true', 'false']).optional(),
  PASSWORD_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, Math.floor(availableParallelism() / 2))),
  PASSWORD_QUEUE: z.coerce.number().int().min(1).max(10_000).default(32),
  LOGIN_BUDGET: z.coerce.number().int().min(1).max(100_000).default(200),
  DECRYPT_BUDGET: z.coerce.number().int().min(1).max(100_000).default(200),
  PAYLOAD_PRIVATE_KEY: z
    .string()
    .refine((v) => v.includes('-----BEGIN'), 'must be a PEM private key')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  brandFile: string;
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Proxies whose X-Forwarded-For we believe: none, a hop count, or their addresses. */
  trustProxy: TrustedProxies;
  operatorKey: string | undefined;
  /** Client addresses the operator API (/ops) answers; others get 403 before any key check. */
  opsAllow: AddressList;
  redisUrl: string | undefined;
  /** Prefix of every Redis key (rate limits), so instances of two sites can share a Redis. */
  redisKeyPrefix: string;
  /** SMTP transport of e-mail codes; without it e-mail goes to the development outbox. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** HTTP SMS gateway (POST JSON {to, text}); without it SMS goes to the development outbox. */
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /** RSA key (PEM) of the E-call payload encryption; shared by every instance. */
  payloadPrivateKey: string | undefined;
  /** The API description at /docs: on outside production, off in it unless DOCS=true. */
  docs: boolean;
  /**
   * Whether the first start's demo data includes the agent tree with 30 days of activity
   * (seed/agent-demo.ts): on in development only (its accounts share the brand's known
   * default password and hold money, so production refuses it; each test file seeds its
   * own database, and the few that need the tree ask for it).
   */
  demoAgents: boolean;
  /**
   * Whether the regional lotteries (Vietnam, Thai, 4D) draw their own results from the fair
   * core at draw time, for a demo site (decision 032): on outside production. A real site
   * enters the official results (operator, later a feed); production refuses the demo ones.
   */
  lotteryDemoResults: boolean;
  /**
   * An official results feed for the regional lotteries (docs/lottery-feed.md): a URL with
   * `{game}` and `{issue}`, asked for each draw past its time; unset, the operator enters
   * them.
   */
  lotteryFeedUrl: string | undefined;
  /**
   * The sportsbook's demo feed (decision 037) may run: its matches are decided by a seed,
   * so they are for development and demos, never production (which refuses it); a brand
   * whose feed is the demo then lists no matches.
   */
  sportsDemoFeed: boolean;
  /** Password hashing threads and how many tasks may wait for them (decision 014). */
  passwordPool: { threads: number; queue: number };
  /** Logins and E-call decryptions this process starts per second (decision 014). */
  budgets: { login: number; decrypt: number };
};

export class ConfigError extends Error {}

/** The repository root, so relative paths work whichever folder npm started us in. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Reads `.env` at the repository's root into the environment when there is one (see
 * `.env.example`); a variable already set in the environment wins over the file. The
 * servers tests start (VITEST set) read none, so a developer's .env never points a test at
 * their database.
 */
export function loadDotEnv(file = path.join(repoRoot, '.env')) {
  if (existsSync(file) && !process.env.VITEST) process.loadEnvFile(file);
}

/** Reads the environment into a typed config; a bad value throws one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? 'environment');
    const got = env[key];
    throw new ConfigError(
      `Invalid ${key}${got === undefined ? '' : ` (${JSON.stringify(got)})`}: ${issue?.message}`,
    );
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.DEMO_AGENTS === 'true') {
    throw new ConfigError(
      'Invalid DEMO_AGENTS ("true"): the demo agent tree is for development, never production',
    );
  }
  if (e.NODE_ENV === 'production' && e.LOTTERY_DEMO_RESULTS === 'true') {
    throw new ConfigError(
      'Invalid LOTTERY_DEMO_RESULTS ("true"): made-up lottery results are for development, never production',
    );
  }
  if (e.NODE_ENV === 'production' && e.SPORTS_DEMO_FEED === 'true') {
    throw new ConfigError(
      'Invalid SPORTS_DEMO_FEED ("true"): made-up matches are for development, never production',
    );
  }
  const resolve = (p: string) => path.resolve(repoRoot, p);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    brandFile: resolve(e.BRAND_FILE),
    webDist: resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    operatorKey: e.OPERATOR_KEY,
    opsAllow: e.OPS_ALLOW,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    payloadPrivateKey: e.PAYLOAD_PRIVATE_KEY,
    docs: e.DOCS === undefined ? e.NODE_ENV !== 'production' : e.DOCS === 'true',
    demoAgents:
      e.DEMO_AGENTS === undefined ? e.NODE_ENV === 'development' : e.DEMO_AGENTS === 'true',
    lotteryDemoResults:
      e.LOTTERY_DEMO_RESULTS === undefined
        ? e.NODE_ENV !== 'production'
        : e.LOTTERY_DEMO_RESULTS === 'true',
    lotteryFeedUrl: e.LOTTERY_FEED_URL,
    sportsDemoFeed:
      e.SPORTS_DEMO_FEED === undefined
        ? e.NODE_ENV !== 'production'
        : e.SPORTS_DEMO_FEED === 'true',
    passwordPool: { threads: e.PASSWORD_THREADS, queue: e.PASSWORD_QUEUE },
    budgets: { login: e.LOGIN_BUDGET, decrypt: e.DECRYPT_BUDGET },
  };
}
