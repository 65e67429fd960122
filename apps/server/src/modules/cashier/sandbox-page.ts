import { fromMinor } from '@gamehall/contract';
import { htmlText as esc } from '../../lib/html-text.ts';
import type { DepositRow } from './deposit-repo.ts';

const shell = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; display: grid; place-items: center; min-height: 100vh; background: Canvas; }
  main { width: min(420px, 92vw); padding: 24px; border: 1px solid #8886; border-radius: 12px; }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  p.note { opacity: .7; font-size: .85rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; }
  dt { opacity: .7; } dd { margin: 0; font-weight: 600; }
  form { display: flex; gap: 12px; margin-top: 16px; }
  button { flex: 1; padding: 12px; font-size: 1rem; border-radius: 8px; border: 0; cursor: pointer; }
  button[value=pay] { background: #1a7f37; color: #fff; }
  button[value=fail] { background: #8883; color: inherit; }
</style></head><body><main>${body}</main></body></html>`;

/**
 * The built-in sandbox provider's hosted pay page. It stands in for a third-party
 * payment page (so it is the provider's English, not the site's catalogue): the player
 * pays or declines, and the provider then calls the site back, signed.
 */
export function payPage(order: DepositRow, expired: boolean, key: string): string {
  const amount = fromMinor(order.amount).toFixed(2);
  const facts = `<dl><dt>Order</dt><dd>${esc(order.orderNo)}</dd><dt>Amount</dt><dd>${amount}</dd></dl>`;
  if (order.status !== 'PENDING' || expired) {
    const state = expired && order.status === 'PENDING' ? 'EXPIRED' : order.status;
    return shell(
      'Sandbox Pay',
      `<h1>Sandbox Pay</h1>${facts}<p role="status">This order is ${state.toLowerCase()}. You can close this window and return to the site.</p>`,
    );
  }
  return shell(
    'Sandbox Pay',
    `<h1>Sandbox Pay</h1><p class="note">A test payment provider: no real money moves.</p>${facts}
<form method="post" action="/sandbox-pay/${esc(order.orderNo)}">
<input type="hidden" name="key" value="${esc(key)}">
<button type="submit" name="action" value="pay">Pay ${amount}</button>
<button type="submit" name="action" value="fail">Decline</button>
</form>`,
  );
}

export function resultPage(order: { orderNo: string; status: string }): string {
  const text =
    order.status === 'PAID'
      ? 'Payment complete. You can close this window and return to the site.'
      : 'The payment was declined. You can close this window and return to the site.';
  return shell(
    'Sandbox Pay',
    `<h1>Sandbox Pay</h1><p role="status">${esc(text)}</p><p class="note">Order ${esc(order.orderNo)}</p>`,
  );
}
