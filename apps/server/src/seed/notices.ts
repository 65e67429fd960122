import type { announcements, banners } from '../db/schema/index.ts';
import { createRng } from './prng.ts';

type BannerRow = typeof banners.$inferInsert;
type NoticeRow = typeof announcements.$inferInsert;

/** The demo brand's languages besides English (the text as first written). */
type Lang = 'ES' | 'CN';
type Texts<T> = { EN: T } & Record<Lang, T>;

/**
 * A row's own columns in English, and every language (English too) in its translations:
 * a visitor who asks for English gets it before the brand's fallback order is tried.
 */
function inLanguages<T extends Record<string, string>>(texts: Texts<T>) {
  return { ...texts.EN, translations: texts as Record<string, Partial<T>> };
}

const banner = (group: string, url: string | null, sort: number, title: Texts<string>) => ({
  group,
  url,
  sort,
  ...inLanguages({ EN: { title: title.EN }, ES: { title: title.ES }, CN: { title: title.CN } }),
});

/** imageUrl is filled from the id after insert (/media/banner/{id}.svg). */
export const bannerSeeds: BannerRow[] = [
  banner('w_index', '/promotions', 1, {
    EN: 'Welcome bonus up to 131K',
    ES: 'Bono de bienvenida de hasta 131K',
    CN: '迎新奖金高达 131K',
  }),
  banner('w_index', '/live', 2, {
    EN: 'Live casino nights',
    ES: 'Noches de casino en vivo',
    CN: '真人娱乐场之夜',
  }),
  banner('w_index', '/rng', 3, {
    EN: 'Spin the new slots',
    ES: 'Gira las nuevas tragamonedas',
    CN: '畅玩全新老虎机',
  }),
  banner('w_index', '/promotions', 4, {
    EN: 'Weekly cashback',
    ES: 'Reembolso semanal',
    CN: '每周返水',
  }),
  banner('w_index', '/join', 5, {
    EN: 'Invite friends, earn together',
    ES: 'Invita a tus amigos y ganen juntos',
    CN: '邀请好友，一起赚取',
  }),
  banner('w_login', null, 1, {
    EN: 'Good to see you again',
    ES: 'Qué gusto verte de nuevo',
    CN: '欢迎回来',
  }),
  banner('w_register', '/register', 1, {
    EN: 'Join in under a minute',
    ES: 'Regístrate en menos de un minuto',
    CN: '一分钟内完成注册',
  }),
].map((b) => ({ ...b, imageUrl: '' }));

/** Each topic's title and what the service did, in every language of the demo brand. */
const topics: Texts<[string, string]>[] = [
  {
    EN: ['Scheduled maintenance of a game provider', 'will be unavailable for a short upgrade'],
    ES: [
      'Mantenimiento programado de un proveedor de juegos',
      'no estará disponible durante una breve actualización',
    ],
    CN: ['游戏厂商计划维护', '将因短暂升级而暂停服务'],
  },
  {
    EN: ['New payment method available', 'can now be used for deposits from the cashier'],
    ES: ['Nuevo método de pago disponible', 'ya puede usarse para depositar desde la caja'],
    CN: ['新增支付方式', '现可在收银台用于存款'],
  },
  {
    EN: ['Weekend tournament results', 'winners have been credited to their wallets'],
    ES: [
      'Resultados del torneo de fin de semana',
      'ya abonó los premios en las billeteras de los ganadores',
    ],
    CN: ['周末锦标赛结果', '已将奖金发放至获奖者钱包'],
  },
  {
    EN: ['Updated withdrawal limits', 'applies to all verified accounts from today'],
    ES: ['Límites de retiro actualizados', 'se aplica desde hoy a todas las cuentas verificadas'],
    CN: ['提款限额更新', '自今日起适用于所有已验证账户'],
  },
  {
    EN: ['Security reminder', 'we will never ask for your password by phone or chat'],
    ES: ['Recordatorio de seguridad', 'nunca te pedirá tu contraseña por teléfono ni por chat'],
    CN: ['安全提醒', '绝不会通过电话或聊天索取您的密码'],
  },
  {
    EN: ['New live tables opened', 'offers more seats during evening hours'],
    ES: ['Nuevas mesas en vivo', 'ofrece más lugares por las noches'],
    CN: ['新开真人桌台', '在晚间时段提供更多座位'],
  },
  {
    EN: ['Holiday customer service hours', 'keeps answering around the clock'],
    ES: ['Horario de atención al cliente en días festivos', 'sigue respondiendo las 24 horas'],
    CN: ['节假日客服时间', '全天候为您服务'],
  },
  {
    EN: ['VIP programme changes', 'brings faster withdrawals for higher ranks'],
    ES: ['Cambios en el programa VIP', 'ofrece retiros más rápidos a los niveles más altos'],
    CN: ['VIP 计划调整', '为更高等级提供更快的提款'],
  },
];

const noticeTemplates: Texts<(title: string, detail: string, n: number) => string> = {
  EN: (title, detail, n) =>
    `<p><strong>${title}.</strong> Notice ${n}: the service ${detail}.</p>` +
    '<ul><li>No action is needed on your side.</li>' +
    '<li>Questions? Contact customer service at any time.</li></ul>',
  ES: (title, detail, n) =>
    `<p><strong>${title}.</strong> Aviso ${n}: el servicio ${detail}.</p>` +
    '<ul><li>No necesitas hacer nada.</li>' +
    '<li>¿Preguntas? Contacta a atención al cliente cuando quieras.</li></ul>',
  CN: (title, detail, n) =>
    `<p><strong>${title}。</strong>公告 ${n}：该服务${detail}。</p>` +
    '<ul><li>您无需进行任何操作。</li>' +
    '<li>如有疑问，请随时联系客服。</li></ul>',
};

/** A notice's title and HTML content in every language. */
type NoticeText = Texts<{ title: string; content: string }>;

const popups: NoticeText[] = [
  {
    EN: {
      title: 'Welcome to Gamehall',
      content: '<p>Play responsibly. <a href="/help#terms">Terms</a></p>',
    },
    ES: {
      title: 'Bienvenido a Gamehall',
      content: '<p>Juega con responsabilidad. <a href="/help#terms">Términos</a></p>',
    },
    CN: { title: '欢迎来到 Gamehall', content: '<p>理性游戏。<a href="/help#terms">条款</a></p>' },
  },
  {
    EN: {
      title: 'Deposit bonus this week',
      content: '<p>Get <strong>20%</strong> extra on deposits.</p>',
    },
    ES: {
      title: 'Bono de depósito esta semana',
      content: '<p>Recibe un <strong>20%</strong> extra en tus depósitos.</p>',
    },
    CN: { title: '本周存款奖金', content: '<p>存款额外获得 <strong>20%</strong>。</p>' },
  },
];

const promotions: Texts<string>[] = [
  { EN: 'Newbie bonus', ES: 'Bono para nuevos jugadores', CN: '新手奖金' },
  { EN: 'Daily rebate', ES: 'Reembolso diario', CN: '每日返水' },
  { EN: 'VIP birthday gift', ES: 'Regalo de cumpleaños VIP', CN: 'VIP 生日礼金' },
  { EN: 'Slots race', ES: 'Carrera de tragamonedas', CN: '老虎机竞赛' },
];
const promotionContent: Texts<(name: string) => string> = {
  EN: (name) => `<p>${name}: see the promotions page for the rules.</p>`,
  ES: (name) => `<p>${name}: consulta las reglas en la página de promociones.</p>`,
  CN: (name) => `<p>${name}：规则请见优惠活动页面。</p>`,
};

const marquee: Texts<string>[] = [
  { EN: 'Fast withdrawals', ES: 'Retiros rápidos', CN: '快速提款' },
  { EN: 'New games every week', ES: 'Juegos nuevos cada semana', CN: '每周上新游戏' },
  { EN: '24/7 support', ES: 'Atención 24/7', CN: '全天候客服' },
];

const DAY = 86_400_000;
const LANGS = ['EN', 'ES', 'CN'] as const;

/** The same notice in each language, from a builder per language. */
const everyLanguage = (
  make: (lang: (typeof LANGS)[number]) => { title: string; content: string },
) => Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as NoticeText;

/** Notices for agents (AG), shown in the agent centre's announcement page. */
const agentNotices: Texts<{ title: string; content: string }>[] = [
  {
    EN: {
      title: 'Contracts are settled automatically',
      content:
        '<p>Daily salary is paid the next day, hourly salary every hour, real-time salary every five minutes and dividends at the end of each period. Every payout appears in <strong>My income</strong> and in your account record.</p>',
    },
    ES: {
      title: 'Los contratos se liquidan automáticamente',
      content:
        '<p>El salario diario se paga al día siguiente, el salario por hora cada hora, el salario en tiempo real cada cinco minutos y los dividendos al final de cada periodo. Cada pago aparece en <strong>Mis ingresos</strong> y en tu registro de cuenta.</p>',
    },
    CN: {
      title: '契约自动结算',
      content:
        '<p>日工资次日发放，时工资每小时发放，实时工资每五分钟发放，分红在每个周期结束时发放。每笔收益都会显示在<strong>我的收入</strong>和账户记录中。</p>',
    },
  },
  {
    EN: {
      title: 'Invite with your own links',
      content:
        '<p>Create registration links in the <strong>Register centre</strong>: a link for agents can offer your new downline a contract as soon as they register.</p>',
    },
    ES: {
      title: 'Invita con tus propios enlaces',
      content:
        '<p>Crea enlaces de registro en el <strong>Centro de registro</strong>: un enlace para agentes puede ofrecer un contrato a tu nuevo subordinado en cuanto se registre.</p>',
    },
    CN: {
      title: '使用专属链接邀请',
      content:
        '<p>在<strong>注册中心</strong>创建注册链接：代理链接可在新下级注册后立即向其提供契约。</p>',
    },
  },
];

/**
 * 24 player notices (three pages of 9 on /noticePage), plus popups, promotion notices
 * and home marquee items, dated back from `now` so "newest first" has an order to show;
 * each in English, Spanish and Chinese (issue 20).
 */
export function noticeSeeds(now: Date): NoticeRow[] {
  const rng = createRng(20250101);
  const rows: NoticeRow[] = [];
  let at = now.getTime();
  const add = (type: string, text: NoticeText) => {
    at -= rng.int(3, 30) * 3_600_000;
    rows.push({ type, ...inLanguages(text), createdAt: new Date(at) });
  };
  for (let i = 0; i < 24; i++) {
    const topic = topics[i % topics.length] ?? topics[0];
    if (!topic) break;
    const n = 24 - i;
    add(
      'PL',
      everyLanguage((lang) => ({
        title: `${topic[lang][0]} (#${n})`,
        content: noticeTemplates[lang](topic[lang][0], topic[lang][1], n),
      })),
    );
  }
  for (const popup of popups) add('PU', popup);
  for (const name of promotions) {
    add(
      'PR',
      everyLanguage((lang) => ({ title: name[lang], content: promotionContent[lang](name[lang]) })),
    );
  }
  for (const item of marquee) {
    add(
      'H',
      everyLanguage((lang) => ({ title: item[lang], content: `<p>${item[lang]}</p>` })),
    );
  }
  for (const notice of agentNotices) add('AG', notice);
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
