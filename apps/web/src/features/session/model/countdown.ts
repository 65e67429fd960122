import type { CodeSent as CodeSentSchema, output } from '@gamehall/contract';

/** The answer of every code request: expiredMinutes, sentAt, resendAt (server time). */
export type CodeSent = output<typeof CodeSentSchema>;

export type CountdownFrom = 'expiry' | 'resendAt';

/**
 * Seconds before another code may be asked for (product §4 "SMS send"): 60 s × the
 * returned expiredMinutes, or — in forgot password — until the server's resendAt,
 * measured on the server's own clock (resendAt − sentAt) so a wrong device clock is moot.
 */
export function countdownSeconds(sent: CodeSent, from: CountdownFrom = 'expiry'): number {
  if (from === 'resendAt') {
    const ms = Date.parse(sent.resendAt) - Date.parse(sent.sentAt);
    return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 60;
  }
  return Math.max(0, 60 * sent.expiredMinutes);
}
