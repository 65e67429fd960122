import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { serverBusy } from './app-error.ts';

/**
 * A budget of costly work for this whole process, on top of the per-address limits: many
 * addresses each within their own limit cannot together spend more of this instance's
 * CPU than the budget. Kept in memory on purpose — it protects this process's CPU, and a
 * shared counter would make every call write one hot row (decision 014).
 */
export class ProcessBudget {
  private readonly bucket: RateLimiterMemory;

  constructor(
    readonly name: string,
    readonly perSecond: number,
  ) {
    this.bucket = new RateLimiterMemory({ points: perSecond, duration: 1 });
  }

  /** Spends one unit, or answers 503 SERVER_BUSY (retry in a second) when none is left. */
  async spend(): Promise<void> {
    try {
      await this.bucket.consume('all');
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw serverBusy(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    }
  }
}

/** Logins (each one a password check) this process starts per second. */
export let loginBudget = new ProcessBudget('login', 200);
/** E-call bodies (an RSA decryption each) this process opens per second. */
export let decryptBudget = new ProcessBudget('decrypt', 200);

/** Sets the budgets from the config (LOGIN_BUDGET, DECRYPT_BUDGET) at app start. */
export function configureBudgets(budgets: { login: number; decrypt: number }) {
  if (loginBudget.perSecond !== budgets.login) {
    loginBudget = new ProcessBudget('login', budgets.login);
  }
  if (decryptBudget.perSecond !== budgets.decrypt) {
    decryptBudget = new ProcessBudget('decrypt', budgets.decrypt);
  }
}
