import type { announcements, banners } from '../db/schema/index.ts';
import { createRng } from './prng.ts';

type BannerRow = typeof banners.$inferInsert;
type NoticeRow = typeof announcements.$inferInsert;

/** imageUrl is filled from the id after insert (/media/banner/{id}.svg). */
export const bannerSeeds: BannerRow[] = [
  { group: 'w_index', title: 'Welcome bonus up to 131K', url: '/promotions', sort: 1 },
  { group: 'w_index', title: 'Live casino nights', url: '/live', sort: 2 },
  { group: 'w_index', title: 'Spin the new slots', url: '/rng', sort: 3 },
  { group: 'w_index', title: 'Weekly cashback', url: '/promotions', sort: 4 },
  { group: 'w_index', title: 'Invite friends, earn together', url: '/join', sort: 5 },
  { group: 'w_login', title: 'Good to see you again', url: null, sort: 1 },
  { group: 'w_register', title: 'Join in under a minute', url: '/register', sort: 1 },
].map((b) => ({ ...b, imageUrl: '' }));

const topics = [
  ['Scheduled maintenance of a game provider', 'will be unavailable for a short upgrade'],
  ['New payment method available', 'can now be used for deposits from the cashier'],
  ['Weekend tournament results', 'winners have been credited to their wallets'],
  ['Updated withdrawal limits', 'applies to all verified accounts from today'],
  ['Security reminder', 'we will never ask for your password by phone or chat'],
  ['New live tables opened', 'offers more seats during evening hours'],
  ['Holiday customer service hours', 'keeps answering around the clock'],
  ['VIP programme changes', 'brings faster withdrawals for higher ranks'],
] as const;

const DAY = 86_400_000;

function noticeHtml(title: string, detail: string, n: number) {
  return (
    `<p><strong>${title}.</strong> Notice ${n}: the service ${detail}.</p>` +
    '<ul><li>No action is needed on your side.</li>' +
    '<li>Questions? Contact customer service at any time.</li></ul>'
  );
}

/**
 * 24 player notices (three pages of 9 on /noticePage), plus popups, promotion notices
 * and home marquee items, dated back from `now` so "newest first" has an order to show.
 */
export function noticeSeeds(now: Date): NoticeRow[] {
  const rng = createRng(20250101);
  const rows: NoticeRow[] = [];
  let at = now.getTime();
  const add = (type: string, title: string, content: string) => {
    at -= rng.int(3, 30) * 3_600_000;
    rows.push({ type, title, content, createdAt: new Date(at) });
  };
  for (let i = 0; i < 24; i++) {
    const [title, detail] = topics[i % topics.length] ?? topics[0];
    add('PL', `${title} (#${24 - i})`, noticeHtml(title, detail, 24 - i));
  }
  add('PU', 'Welcome to Gamehall', '<p>Play responsibly. <a href="/help#terms">Terms</a></p>');
  add('PU', 'Deposit bonus this week', '<p>Get <strong>20%</strong> extra on deposits.</p>');
  for (const t of ['Newbie bonus', 'Daily rebate', 'VIP birthday gift', 'Slots race']) {
    add('PR', t, `<p>${t}: see the promotions page for the rules.</p>`);
  }
  for (const t of ['Fast withdrawals', 'New games every week', '24/7 support']) {
    add('H', t, `<p>${t}</p>`);
  }
  // One notice whose window closed yesterday: present in the table, never shown.
  rows.push({
    type: 'PL',
    title: 'Expired notice',
    content: '<p>This notice has expired.</p>',
    createdAt: new Date(now.getTime() - 30 * DAY),
    endsAt: new Date(now.getTime() - DAY),
  });
  return rows;
}
