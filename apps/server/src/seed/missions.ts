import type { Tx } from '../db/client.ts';
import { missions } from '../db/schema/index.ts';

const m = (major: number) => BigInt(Math.round(major * 100));

const t = (en: string, es: string, cn: string) => ({
  title: en,
  translations: { EN: { title: en }, ES: { title: es }, CN: { title: cn } },
});

/** The demo brand's daily and weekly missions (issue 16), in EN, ES and CN. */
export async function seedMissions(tx: Tx) {
  await tx.insert(missions).values([
    {
      code: 'DAILY_SIGNIN',
      period: 'DAILY',
      kind: 'SIGN_IN',
      target: 1n,
      rewardPoints: m(5),
      sort: 1,
      ...t('Sign in today', 'Regístrate hoy', '今日签到'),
    },
    {
      code: 'DAILY_SLOTS20',
      period: 'DAILY',
      kind: 'BET_COUNT',
      category: 'RNG',
      target: 20n,
      rewardPoints: m(10),
      sort: 2,
      ...t('Play 20 slot rounds', 'Juega 20 rondas de tragamonedas', '玩 20 局老虎机'),
    },
    {
      code: 'DAILY_DEPOSIT',
      period: 'DAILY',
      kind: 'DEPOSIT',
      target: m(100),
      rewardPoints: m(20),
      sort: 3,
      ...t('Deposit 100.00 today', 'Deposita 100.00 hoy', '今日存款 100.00'),
    },
    {
      code: 'DAILY_STREAK3',
      period: 'DAILY',
      kind: 'WIN_STREAK',
      target: 3n,
      rewardPoints: m(15),
      sort: 4,
      ...t(
        'Win 3 rounds in a row on one game',
        'Gana 3 rondas seguidas en un mismo juego',
        '在同一游戏中连赢 3 局',
      ),
    },
    {
      code: 'WEEKLY_ROUNDS200',
      period: 'WEEKLY',
      kind: 'BET_COUNT',
      target: 200n,
      rewardPoints: m(50),
      sort: 5,
      ...t('Play 200 rounds this week', 'Juega 200 rondas esta semana', '本周玩 200 局'),
    },
    {
      code: 'WEEKLY_LIVE1000',
      period: 'WEEKLY',
      kind: 'VALID_BET',
      category: 'LIVE',
      target: m(1_000),
      rewardPoints: m(100),
      rewardBonus: m(5),
      sort: 6,
      ...t(
        'Bet 1,000.00 on live tables this week',
        'Apuesta 1,000.00 en mesas en vivo esta semana',
        '本周真人游戏投注 1,000.00',
      ),
    },
  ]);
}
