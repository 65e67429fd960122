import type { ErrorCode } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { LimitRule } from '../../lib/platform-types.ts';

const LOCKED = 'Too many failed logins, please try again later';

/**
 * Attempts on one account from anywhere: past a few, every try needs the image captcha.
 * Never a lock, so nobody can shut a player out of their account without solving captchas.
 */
const accountAttempts: LimitRule = { name: 'login-try-account', points: 1e9, windowSec: 900 };
/** 20 attempts on one account from one address in 15 minutes lock that pair only. */
const accountIpAttempts: LimitRule = {
  name: 'login-try-account-ip',
  points: 20,
  windowSec: 900,
  message: LOCKED,
};
/** 100 failed attempts from one address in an hour lock the address out of logins. */
const ipAttemptsHourly: LimitRule = {
  name: 'login-try-ip-1h',
  points: 100,
  windowSec: 3600,
  message: LOCKED,
};
/** 10 failed attempts from an address in 15 minutes ask every login from it for a captcha. */
const ipAttempts: LimitRule = { name: 'login-try-ip-15m', points: 1e9, windowSec: 900 };

const FREE_ACCOUNT_ATTEMPTS = 3;
const FREE_IP_ATTEMPTS = 10;

/**
 * Brute-force guard of the login. Each attempt is counted BEFORE the password work, in
 * one atomic step per counter, and the guard decides on the number it got: a parallel
 * burst gets the same few password checks as the same tries made one by one. Past the
 * free attempts the captcha is required (a missing or wrong one is a spent attempt), past
 * the hard limits the account-and-address pair or the address gets 429. A right password
 * gives its attempt back. See docs/decisions/007-accounts-and-abuse.md.
 */
export class LoginGuard {
  private accountCount = 0;
  private ipCount = 0;

  constructor(
    private readonly app: FastifyInstance,
    /** The account or phone being tried. */
    private readonly key: string,
    private readonly ip: string,
  ) {}

  /** Counts this attempt, then refuses it if locked out or if a captcha is due and not right. */
  async admit(captcha: string | undefined, captchaKey: string | undefined): Promise<void> {
    const limiter = this.app.limiter;
    const [account, , ip] = await Promise.all([
      limiter.take(accountAttempts, this.key),
      limiter.hit(accountIpAttempts, `${this.key}|${this.ip}`),
      limiter.take(ipAttempts, this.ip),
      limiter.hit(ipAttemptsHourly, this.ip),
    ]);
    this.accountCount = account;
    this.ipCount = ip;
    if (account <= FREE_ACCOUNT_ATTEMPTS && ip <= FREE_IP_ATTEMPTS) return;
    if (!captcha || !captchaKey) return this.fail('CAPTCHA_REQUIRED', 'Please enter the captcha');
    if (!(await this.app.captcha.verify(captchaKey, captcha))) {
      return this.fail('CAPTCHA_INVALID', 'Captcha check failed');
    }
  }

  /** The attempt (already counted) failed; details.captcha tells the site to show one. */
  async fail(code: ErrorCode, message: string): Promise<never> {
    const captcha = this.accountCount >= FREE_ACCOUNT_ATTEMPTS || this.ipCount >= FREE_IP_ATTEMPTS;
    throw new AppError(code, message, captcha ? { details: { captcha: true } } : {});
  }

  /** A right password forgets the account's attempts and gives the address its one back. */
  async succeed(): Promise<void> {
    const limiter = this.app.limiter;
    await Promise.all([
      limiter.reset(accountAttempts, this.key),
      limiter.reset(accountIpAttempts, `${this.key}|${this.ip}`),
      limiter.giveBack(ipAttempts, this.ip),
      limiter.giveBack(ipAttemptsHourly, this.ip),
    ]);
  }
}
