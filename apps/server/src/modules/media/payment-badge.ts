/** Payment method badge, 120×48: a card-like chip with the method's icon and name. */
import { hash32 } from './hash.ts';
import { esc, FONT, fitText, linear, svgDoc, words } from './svg.ts';

export const paymentKinds = ['card', 'bank', 'ewallet', 'crypto', 'cash'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

const looks: Record<PaymentKind, { colours: readonly [string, string]; icon: string }> = {
  card: {
    colours: ['#2f6bff', '#0d2b7a'],
    icon:
      '<rect x="9" y="13" width="30" height="22" rx="3.5" fill="#fff"/><rect x="9" y="17" width="30" height="4.5" fill="#0d2b7a" opacity=".8"/>' +
      '<rect x="13" y="25" width="7" height="5" rx="1" fill="#ffc83d"/><rect x="26" y="27" width="9" height="2.5" rx="1" fill="#0d2b7a" opacity=".4"/>',
  },
  bank: {
    colours: ['#17b890', '#075e54'],
    icon:
      '<path d="M8 19L24 10L40 19Z" fill="#fff"/><path d="M11 21h26v2.5H11zM9 34h30v3H9z" fill="#fff"/>' +
      '<path d="M13 24.5h3.5v8H13zM20 24.5h3.5v8H20zM27 24.5h3.5v8H27zM33.5 24.5H37v8h-3.5z" fill="#fff" opacity=".9"/>',
  },
  ewallet: {
    colours: ['#8b5cf6', '#4c1d95'],
    icon:
      '<rect x="8" y="13" width="30" height="23" rx="4" fill="#fff"/><path d="M11 13L31 7L33 13Z" fill="#fff" opacity=".7"/>' +
      '<rect x="28" y="20" width="12" height="9" rx="3" fill="#c4b5fd"/><circle cx="32" cy="24.5" r="2" fill="#4c1d95"/>',
  },
  crypto: {
    colours: ['#ffab2e', '#b35400'],
    icon:
      '<path d="M24 9L37 16.5V31.5L24 39L11 31.5V16.5Z" fill="#fff"/><path d="M24 16L30.5 19.8V27.3L24 31L17.5 27.3V19.8Z" fill="none" stroke="#b35400" stroke-width="2"/>' +
      '<g fill="#b35400"><circle cx="24" cy="16" r="2.2"/><circle cx="30.5" cy="27.3" r="2.2"/><circle cx="17.5" cy="27.3" r="2.2"/></g>',
  },
  cash: {
    colours: ['#3fbf4a', '#146b1f'],
    icon:
      '<rect x="7" y="14" width="34" height="20" rx="2.5" fill="#fff"/><circle cx="24" cy="24" r="5.5" fill="none" stroke="#146b1f" stroke-width="2.2"/>' +
      '<circle cx="12" cy="24" r="1.8" fill="#146b1f"/><circle cx="36" cy="24" r="1.8" fill="#146b1f"/>',
  },
};

/** Tried in order, so brand names win over the generic words inside them (gcash, mastercard). */
const hints: readonly [RegExp, PaymentKind][] = [
  [/gcash|momo|maya|alipay|wechat|skrill|neteller|paypal|wallet|dana|ovo|truemoney|qr/, 'ewallet'],
  [/card|visa|credit|debit|amex|jcb|unionpay|maestro/, 'card'],
  [
    /crypto|btc|bitcoin|usdt|tether|ether|litecoin|doge|tron|binance|(^|[-_])(eth|ltc|bnb|sol|trx|usdc)($|[-_])/,
    'crypto',
  ],
  [/bank|transfer|wire|sepa|swift|instapay|fps/, 'bank'],
  [/cash|voucher|store|atm|counter|711|7-eleven|paysafe/, 'cash'],
  [/pay/, 'ewallet'],
];

export function paymentKindOf(slug: string): PaymentKind {
  const lower = slug.toLowerCase();
  const hinted = hints.find(([re]) => re.test(lower))?.[1];
  return hinted ?? paymentKinds[hash32(`payment:${lower}`) % paymentKinds.length] ?? 'card';
}

export function paymentBadgeSvg(slug: string): string {
  const kind = paymentKindOf(slug);
  const look = looks[kind];
  const parts = words(slug).map((w) => w.toUpperCase());
  const lines =
    parts.length > 1 && parts.join(' ').length > 9
      ? [parts[0] ?? '', parts.slice(1).join(' ')]
      : [parts.join(' ')];
  const label = (text: string, y: number, size: number) =>
    `<text x="48" y="${y}" font-family="${FONT}" font-weight="900" font-size="${size}" fill="#fff"${fitText(text, size, 64)}>${esc(text.slice(0, 14))}</text>`;
  const labels =
    lines.length === 1
      ? label(
          lines[0] ?? '',
          29,
          Math.max(10, Math.min(14, Math.floor(64 / Math.max(1, (lines[0] ?? '').length * 0.8)))),
        )
      : label(lines[0] ?? '', 23, 10) + label(lines[1] ?? '', 35, 9);

  const defs =
    linear('pb', look.colours, [0, 0, 1, 1]) +
    '<linearGradient id="gl" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>';
  const body =
    `<rect x="1" y="1" width="118" height="46" rx="8" fill="url(#pb)"/>` +
    '<path d="M1 9A8 8 0 0 1 9 1H111A8 8 0 0 1 119 9V20C80 26 40 16 1 26Z" fill="url(#gl)"/>' +
    `<circle cx="104" cy="44" r="22" fill="#fff" opacity=".08"/>` +
    `<g>${look.icon}</g>${labels}` +
    `<rect x="1" y="1" width="118" height="46" rx="8" fill="none" stroke="#fff" stroke-opacity=".25"/>`;
  return svgDoc({
    width: 120,
    height: 48,
    title: `${slug} (${kind} payment)`,
    defs,
    body: body.replace(/\s{2,}/g, ' '),
  });
}
