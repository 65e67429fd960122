import type { Tx } from '../db/client.ts';
import { promotions } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

type Texts = { title: string; summary: string; content: string };

const promo = (
  code: string,
  type: string,
  en: Texts,
  es: Texts,
  cn: Texts,
  more: Omit<typeof promotions.$inferInsert, 'code' | 'type' | 'title' | 'summary' | 'content'>,
): typeof promotions.$inferInsert => ({
  code,
  type,
  ...en,
  translations: { EN: en, ES: es, CN: cn },
  ...more,
});

/**
 * The demo brand's promotions (issue 16), in EN, ES and CN: a 100 % welcome bonus on the
 * first deposit, a daily gift, a weekly reload, a VIP weekly bonus, one coming soon and a
 * daily red envelope.
 */
export function promotionSeeds(now: Date): (typeof promotions.$inferInsert)[] {
  const since = new Date(now.getTime() - DAY_MS);
  return [
    promo(
      'WELCOME100',
      'NEWBIE',
      {
        title: '100% welcome bonus',
        summary: 'Double your first deposit, up to 500.00',
        content:
          '<p>Make a deposit of at least 10.00 within 30 days of joining and claim a bonus of the same amount, up to 500.00.</p><ul><li>Wager the bonus 3 times to release it to your main wallet.</li><li>Slots count in full, live tables 10%.</li><li>One welcome bonus per player.</li></ul>',
      },
      {
        title: 'Bono de bienvenida del 100%',
        summary: 'Duplica tu primer depósito, hasta 500.00',
        content:
          '<p>Deposita al menos 10.00 en tus primeros 30 días y reclama un bono por el mismo importe, hasta 500.00.</p><ul><li>Apuesta el bono 3 veces para liberarlo a tu billetera principal.</li><li>Las tragamonedas cuentan completas; las mesas en vivo, un 10%.</li><li>Un bono de bienvenida por jugador.</li></ul>',
      },
      {
        title: '100% 首存奖金',
        summary: '首次存款翻倍，最高 500.00',
        content:
          '<p>注册 30 天内存款至少 10.00，即可领取等额奖金，最高 500.00。</p><ul><li>奖金需流水 3 倍后转入主钱包。</li><li>老虎机全额计算，真人桌 10%。</li><li>每位玩家限领一次。</li></ul>',
      },
      {
        startsAt: since,
        audience: { kind: 'NEW', days: 30 },
        rule: { kind: 'DEPOSIT_PERCENT', percentBp: 10_000, cap: 500, minDeposit: 10 },
        turnoverMultiple: 3,
        repeat: 'ONCE',
        sort: 1,
      },
    ),
    promo(
      'DAILYGIFT',
      'DAILY',
      {
        title: 'Daily gift',
        summary: 'A free 1.00 bonus every day',
        content: '<p>Claim 1.00 every day. Wager it once to release it.</p>',
      },
      {
        title: 'Regalo diario',
        summary: 'Un bono gratis de 1.00 cada día',
        content: '<p>Reclama 1.00 cada día. Apuéstalo una vez para liberarlo.</p>',
      },
      {
        title: '每日礼金',
        summary: '每天免费领取 1.00 奖金',
        content: '<p>每天可领取 1.00，完成 1 倍流水即可转入主钱包。</p>',
      },
      {
        startsAt: since,
        audience: { kind: 'ALL' },
        rule: { kind: 'FIXED', amount: 1 },
        turnoverMultiple: 1,
        repeat: 'DAILY',
        sort: 2,
      },
    ),
    promo(
      'RELOAD50',
      'LIMITED',
      {
        title: 'Weekly 50% reload',
        summary: 'Half of your deposit again, up to 200.00, every week',
        content:
          '<p>Deposit at least 50.00 this week and claim 50% of it as a bonus, up to 200.00. Wager the bonus 5 times to release it.</p>',
      },
      {
        title: 'Recarga semanal del 50%',
        summary: 'La mitad de tu depósito otra vez, hasta 200.00, cada semana',
        content:
          '<p>Deposita al menos 50.00 esta semana y reclama el 50% como bono, hasta 200.00. Apuesta el bono 5 veces para liberarlo.</p>',
      },
      {
        title: '每周 50% 充值奖金',
        summary: '每周再得存款的一半，最高 200.00',
        content: '<p>本周存款至少 50.00，即可领取 50% 奖金，最高 200.00。奖金需 5 倍流水。</p>',
      },
      {
        startsAt: since,
        endsAt: new Date(now.getTime() + 60 * DAY_MS),
        audience: { kind: 'ALL' },
        rule: { kind: 'DEPOSIT_PERCENT', percentBp: 5_000, cap: 200, minDeposit: 50 },
        turnoverMultiple: 5,
        repeat: 'WEEKLY',
        sort: 3,
      },
    ),
    promo(
      'VIPWEEKLY',
      'VIP',
      {
        title: 'VIP weekly bonus',
        summary: '8.00 every week from VIP3',
        content: '<p>Players of VIP3 and above claim 8.00 every week.</p>',
      },
      {
        title: 'Bono semanal VIP',
        summary: '8.00 cada semana desde VIP3',
        content: '<p>Los jugadores VIP3 o superior reclaman 8.00 cada semana.</p>',
      },
      {
        title: 'VIP 每周奖金',
        summary: 'VIP3 及以上每周 8.00',
        content: '<p>VIP3 及以上玩家每周可领取 8.00。</p>',
      },
      {
        startsAt: since,
        audience: { kind: 'VIP', minLevel: 3 },
        rule: { kind: 'FIXED', amount: 8 },
        turnoverMultiple: 1,
        repeat: 'WEEKLY',
        sort: 4,
      },
    ),
    promo(
      'BIGWIN',
      'SPECIAL',
      {
        title: 'Share your big win',
        summary: 'Send us a screenshot of a win of 100× or more: 10.00 bonus',
        content:
          '<p>Won 100 times your stake or more? Apply with a screenshot (up to 3 images, PNG or JPG, 5 MB each) and a short comment. Once approved, a 10.00 bonus is yours. One application a week.</p>',
      },
      {
        title: 'Comparte tu gran premio',
        summary: 'Envíanos una captura de un premio de 100× o más: bono de 10.00',
        content:
          '<p>¿Ganaste 100 veces tu apuesta o más? Envía una captura (hasta 3 imágenes PNG o JPG de 5 MB) y un comentario. Al aprobarse, recibes un bono de 10.00. Una solicitud por semana.</p>',
      },
      {
        title: '晒出你的大奖',
        summary: '提交 100 倍以上大奖截图，得 10.00 奖金',
        content:
          '<p>赢得 100 倍以上投注？提交截图（最多 3 张 PNG 或 JPG，每张 5 MB）和简短说明，审核通过后获得 10.00 奖金。每周一次。</p>',
      },
      {
        startsAt: since,
        audience: { kind: 'ALL' },
        rule: { kind: 'APPLICATION', amount: 10 },
        turnoverMultiple: 1,
        repeat: 'WEEKLY',
        sort: 5,
      },
    ),
    promo(
      'SPRINGFEST',
      'SPECIAL',
      {
        title: 'Festival bonus',
        summary: 'A 5.00 gift for everyone, coming soon',
        content: '<p>Every player claims 5.00 once the festival starts.</p>',
      },
      {
        title: 'Bono del festival',
        summary: 'Un regalo de 5.00 para todos, muy pronto',
        content: '<p>Cada jugador reclama 5.00 cuando empiece el festival.</p>',
      },
      {
        title: '节日礼金',
        summary: '人人有份 5.00，即将开始',
        content: '<p>节日开始后，每位玩家可领取 5.00。</p>',
      },
      {
        startsAt: new Date(now.getTime() + 7 * DAY_MS),
        endsAt: new Date(now.getTime() + 14 * DAY_MS),
        audience: { kind: 'ALL' },
        rule: { kind: 'FIXED', amount: 5 },
        turnoverMultiple: 1,
        repeat: 'ONCE',
        sort: 6,
      },
    ),
    promo(
      'LUCKYENVELOPE',
      'LIMITED',
      {
        title: 'Lucky red envelope',
        summary: 'Open a red envelope every day: up to 88.00',
        content:
          '<p>Open one red envelope a day and win 0.88, 1.88, 3.88, 8.88 or 88.00. Each draw is provably fair: the day’s seed is committed before the first envelope and shown after the day, so you can check your draw on the verification page.</p><ul><li>Wager the prize once to release it.</li></ul>',
      },
      {
        title: 'Sobre rojo de la suerte',
        summary: 'Abre un sobre rojo cada día: hasta 88.00',
        content:
          '<p>Abre un sobre rojo al día y gana 0.88, 1.88, 3.88, 8.88 u 88.00. Cada sorteo es demostrablemente justo: la semilla del día se compromete antes del primer sobre y se muestra al terminar el día, para que verifiques tu sorteo en la página de verificación.</p><ul><li>Apuesta el premio una vez para liberarlo.</li></ul>',
      },
      {
        title: '幸运红包',
        summary: '每天开一个红包，最高 88.00',
        content:
          '<p>每天可开一个红包，赢取 0.88、1.88、3.88、8.88 或 88.00。每次抽取都可验证公平：当天的种子在第一个红包前已承诺，当天结束后公开，您可在验证页面核对自己的抽取结果。</p><ul><li>奖金需完成 1 倍流水后释放。</li></ul>',
      },
      {
        startsAt: since,
        audience: { kind: 'ALL' },
        rule: {
          kind: 'RAFFLE',
          prizes: [
            { amount: 0.88, chanceBp: 6000 },
            { amount: 1.88, chanceBp: 2500 },
            { amount: 3.88, chanceBp: 1000 },
            { amount: 8.88, chanceBp: 400 },
            { amount: 88, chanceBp: 100 },
          ],
        },
        turnoverMultiple: 1,
        repeat: 'DAILY',
        sort: 7,
      },
    ),
  ];
}

export async function seedPromotions(tx: Tx, now: Date) {
  await tx.insert(promotions).values(promotionSeeds(now));
}
