import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { provePassword } from './prove-password.ts';
import { findMemberById } from './repo.ts';

/**
 * Money actions (withdrawals, transfers, binding a payout account) are proved with the
 * payment password; wrong guesses count against the same limit as the login password.
 */
export async function provePaymentPassword(app: FastifyInstance, memberId: number, plain: string) {
  const member = await findMemberById(app.database.db, memberId);
  if (!member?.paymentPasswordHash) {
    throw new AppError(
      'PAYMENT_PASSWORD_REQUIRED',
      'Please set a payment password in the security centre first',
    );
  }
  await provePassword(app, memberId, plain, member.paymentPasswordHash);
}
