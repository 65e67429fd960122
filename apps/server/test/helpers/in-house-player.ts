import { launchGame, playOpen } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows.ts';
import { gameSessionOf } from '../../src/modules/play/game-session.ts';
import { call, okValue } from './accounts.ts';
import type { TestApp } from './app.ts';
import { fund, moneyPlayer } from './money.ts';

/**
 * A player with `funds` (minor units) and a live session of an in-house game of `engine`,
 * from a real launch and open; demo play takes a game offering the free trial.
 */
export async function inHousePlayer(
  t: TestApp,
  engine: string,
  funds: bigint,
  playMode: 'real' | 'demo' = 'real',
) {
  const p = await moneyPlayer(t);
  await fund(t, p.id, funds);
  // A game of the main wallet: a transfer-wallet vendor's plays from its own sub-wallet.
  const { transferVendors } = (await t.app.settings.get()).settings.money;
  const [game] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`SELECT id FROM games WHERE engine = ${engine}
      AND support_play = ${playMode === 'demo' ? 0 : 1}
      AND vendor_code NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify(transferVendors)}::jsonb))
      ORDER BY id LIMIT 1`),
  );
  if (!game) throw new Error(`no ${engine} game for ${playMode} play`);
  const launched = okValue(
    launchGame,
    await call(t.app, launchGame, undefined, {
      ...p.as(),
      query: { gameId: String(game.id), playMode },
    }),
  );
  const token = new URL(launched.game_url, 'http://x').searchParams.get('token');
  const opened = okValue(playOpen, await call(t.app, playOpen, { token }));
  const session = await gameSessionOf(t.app, opened.sessionId, new Date());
  return { p, opened, session };
}
