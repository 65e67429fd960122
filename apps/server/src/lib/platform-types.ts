/**
 * What the accounts platform plugins give every module, as Fastify decorations:
 * plugins/auth.ts (req.member), plugins/rate-limit.ts (app.limiter),
 * modules/captcha (app.captcha), modules/verification (app.codes, app.mailer, app.sms).
 */

import type { StaffAccess } from '@gamehall/contract';

/** The member behind a valid session token (set by app.authenticate). */
/** A live session's member, as the session module finds it by the token's hash. */
export interface SessionMember {
  id: number;
  account: string;
  type: number;
  status: number;
  passwordIsDefault: boolean;
  sessionId: number;
}

export interface AuthMember {
  id: number;
  account: string;
  /** 0 player; 1, 2, 41, 42 agents; 4 trial. */
  type: number;
  sessionId: number;
  /**
   * Still on the default password an agent or operator gave it (product "{secret}"): real
   * account actions wait until it is changed, whatever the site shows.
   */
  mustChangePassword: boolean;
}

export const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);
export const TRIAL_TYPE = 4;

/** One limit: at most `points` hits per `windowSec`; past it, 429 for `blockSec` (or the window). */
export interface LimitRule {
  name: string;
  points: number;
  windowSec: number;
  blockSec?: number;
  /** The message of the 429 (product §8 texts where one exists). */
  message?: string;
}

export interface Limiter {
  /** Counts one hit; throws AppError TOO_MANY_REQUESTS (429, retryAfter seconds) past the limit. */
  hit(rule: LimitRule, key: string): Promise<void>;
  /**
   * Counts one hit, as `hit` does, and returns how many the window holds with it: the one
   * atomic step an abuse guard decides on (count the attempt first, then decide), so
   * parallel attempts each see their own number.
   */
  take(rule: LimitRule, key: string): Promise<number>;
  /** Gives one counted hit back (an attempt that turned out right), never below zero. */
  giveBack(rule: LimitRule, key: string): Promise<void>;
  /** Hits counted in the current window (0 when none), without counting one. */
  peek(rule: LimitRule, key: string): Promise<number>;
  /** Throws the 429 if `key` is over the limit or blocked, without counting a hit. */
  check(rule: LimitRule, key: string): Promise<void>;
  /** Forgets the key (e.g. a successful login clears its failures). */
  reset(rule: LimitRule, key: string): Promise<void>;
}

export interface CaptchaService {
  /** Draws a new captcha for `key` (replacing any earlier one); base64 PNG without prefix. */
  issue(key: string): Promise<string>;
  /** True once for the right answer (case-insensitive); the captcha is gone after any try. */
  verify(key: string | undefined, answer: string | undefined): Promise<boolean>;
}

export type CodePurpose =
  | 'login'
  | 'register'
  | 'bind-mobile'
  | 'bind-email'
  | 'second-sms'
  | 'second-email';

export interface SendCode {
  purpose: CodePurpose;
  channel: 'sms' | 'email';
  /** What the code proves, e.g. "+52 5512345678", "player@example.com", "member:42". */
  target: string;
  /** Where it goes: the full phone number or the e-mail address. */
  recipient: string;
  ip: string;
}

export interface CodeSent {
  expiredMinutes: number;
  sentAt: string;
  resendAt: string;
}

export interface CodeService {
  /**
   * Makes and sends a 6-digit code. One request per second per target, and a flood
   * (more than 5 in 10 minutes for a target or 20 for an IP) locks out for 5 minutes:
   * 429 with retryAfter and the product's "too many requests" text.
   */
  send(req: SendCode): Promise<CodeSent>;
  /** True once for the latest live code of purpose+target; 5 wrong tries kill it. */
  verify(purpose: CodePurpose, target: string, code: string): Promise<boolean>;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** E-mail: SMTP when SMTP_URL is set; otherwise the development outbox (not in production). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMS: an HTTP gateway when SMS_GATEWAY_URL is set; otherwise the development outbox. */
export interface SmsGateway {
  send(to: string, text: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limiter: Limiter;
    captcha: CaptchaService;
    codes: CodeService;
    mailer: Mailer;
    sms: SmsGateway;
  }
  interface FastifyRequest {
    /** Set by app.authenticate on token calls. */
    member: AuthMember | null;
  }
  interface FastifyContextConfig {
    /** An operator call's staff access (decision 038), read by the ops guard. */
    staff?: StaffAccess;
  }
}
