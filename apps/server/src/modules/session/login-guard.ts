import type { ErrorCode } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { LimitRule } from '../../lib/platform-types.ts';

const LOCKED = 'Too many failed logins, please try again later';

/** 20 failures of one account in 15 minutes lock it for the rest of the window. */
const accountFailures: LimitRule = {
  name: 'login-fail-account',
  points: 20,
  windowSec: 900,
  message: LOCKED,
};
/** 100 failures from one IP in an hour lock the IP out of logins. */
const ipFailuresHourly: LimitRule = {
  name: 'login-fail-ip-1h',
  points: 100,
  windowSec: 3600,
  message: LOCKED,
};
/** Only peeked: 10 failures from an IP in 15 minutes ask every login from it for a captcha. */
const ipFailures: LimitRule = { name: 'login-fail-ip-15m', points: 1_000_000, windowSec: 900 };

const CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;
const CAPTCHA_AFTER_IP_FAILURES = 10;

/**
 * Brute-force guard of the login: after a few failures the image captcha is required
 * (a captcha refusal counts as a failure too, so a bot without eyes still runs into the
 * lock), and past the hard limits the account or IP gets 429 without any password work.
 */
export class LoginGuard {
  constructor(
    private readonly app: FastifyInstance,
    /** The account or phone being tried. */
    private readonly key: string,
    private readonly ip: string,
  ) {}

  private async captchaNeeded(): Promise<boolean> {
    const [account, ip] = await Promise.all([
      this.app.limiter.peek(accountFailures, this.key),
      this.app.limiter.peek(ipFailures, this.ip),
    ]);
    return account >= CAPTCHA_AFTER_ACCOUNT_FAILURES || ip >= CAPTCHA_AFTER_IP_FAILURES;
  }

  /** Refuses a locked account or IP, then a missing or wrong captcha when one is due. */
  async admit(captcha: string | undefined, captchaKey: string | undefined): Promise<void> {
    await this.app.limiter.check(accountFailures, this.key);
    await this.app.limiter.check(ipFailuresHourly, this.ip);
    if (!(await this.captchaNeeded())) return;
    if (!captcha || !captchaKey) return this.fail('CAPTCHA_REQUIRED', 'Please enter the captcha');
    if (!(await this.app.captcha.verify(captchaKey, captcha))) {
      return this.fail('CAPTCHA_INVALID', 'Captcha check failed');
    }
  }

  /** Counts a failure and throws its answer; details.captcha tells the site to show it. */
  async fail(code: ErrorCode, message: string): Promise<never> {
    await this.app.limiter.hit(ipFailures, this.ip);
    await this.app.limiter.hit(ipFailuresHourly, this.ip);
    await this.app.limiter.hit(accountFailures, this.key);
    const captcha = await this.captchaNeeded();
    throw new AppError(code, message, captcha ? { details: { captcha: true } } : {});
  }

  /** A successful login forgets the account's failures (the IP's stay counted). */
  succeed(): Promise<void> {
    return this.app.limiter.reset(accountFailures, this.key);
  }
}
