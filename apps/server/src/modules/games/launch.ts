import {
  LAUNCH_TOKEN_SECONDS,
  type launchGame,
  type ParsedQueryOf,
  RECENT_GAMES,
  type ValueOf,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { type AuthMember, TRIAL_TYPE } from '../../lib/platform-types.ts';
import { refuseExcluded } from '../protection/index.ts';
import { issueLaunchToken, walletFor } from '../provider/index.ts';
import type { CachedGame, Catalogue } from './catalogue-cache.ts';
import { touchRecent } from './repo.ts';
import { SPORTSBOOK_ENGINE } from './sportsbook-engine.ts';

type Launch = ValueOf<typeof launchGame>;
type Mode = Launch['mode'];

const lotteryPages = { LOTT: '/lottery', SEA: '/seaLottery', VN: '/vnlottery' } as const;

/** A sportsbook title opens the site's book for its category, as that vendor's book. */
async function sportsbookPage(app: FastifyInstance, game: CachedGame) {
  const esports = (await app.settings.get()).settings.site.esportsList.includes(game.vendor);
  return `${esports ? '/esports' : '/sports'}?${new URLSearchParams({ book: game.vendor })}`;
}

/** The in-house games' pages on this server take the same template a vendor's URL does. */
const IN_HOUSE_TEMPLATE = '/play/{engine}?token={token}&game={game}&lang={lang}&mode={mode}';

function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (all, key: string) =>
    key in values ? encodeURIComponent(values[key] ?? '') : all,
  );
}

/** Product §4/§6 on who may play what: trial accounts demo only; demo needs a free trial. */
function checkMode(game: CachedGame, mode: Mode, member: AuthMember) {
  const trial = member.type === TRIAL_TYPE;
  if (mode === 'real' && trial) {
    throw new AppError('TRIAL_ACCOUNT', 'Please register a real account to play for real money');
  }
  if (mode === 'demo' && Number(game.row.support_play) !== 0) {
    if (trial) throw new AppError('TRIAL_ACCOUNT', 'This game has no free trial');
    throw new AppError('DEMO_NOT_OFFERED', 'This game has no free trial');
  }
  if (mode === 'real' && member.mustChangePassword) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Please change your password first');
  }
}

const answer = (
  url: string,
  mode: Mode,
  expiresAt: Date,
  transferWallet: Launch['transferWallet'] = null,
): Launch => ({
  game_url: url,
  game_url2: url,
  content: url,
  mode,
  expiresAt: expiresAt.toISOString(),
  transferWallet,
});

/** The vendor's sub-wallet a real-money game plays from, when the brand keeps one. */
async function transferWalletOf(
  app: FastifyInstance,
  catalogue: Catalogue,
  member: AuthMember,
  game: CachedGame,
  mode: Mode,
): Promise<Launch['transferWallet']> {
  if (mode !== 'real') return null;
  const { money } = (await app.settings.get()).settings;
  if (walletFor(money, member.id, game.vendor).kind !== 'VENDOR') return null;
  const vendor = catalogue.vendors.find((v) => v.code === game.vendor);
  return {
    vassalage: game.vendor,
    name: vendor?.displayName ?? game.vendor,
    autoTransfer: money.autoTransfer,
  };
}

/**
 * Launches a game for a logged-in member: a lottery game's page, or the game's address
 * with a one-time launch token its vendor exchanges for a wallet session (demo mode gets
 * a demo session the wallet never sees). The launch is remembered in recent games.
 */
export async function launch(
  app: FastifyInstance,
  catalogue: Catalogue,
  member: AuthMember,
  q: ParsedQueryOf<typeof launchGame>,
  now: Date,
): Promise<Launch> {
  const game = catalogue.byId.get(q.gameId);
  if (!game) throw new AppError('GAME_NOT_FOUND', 'This game is not available');
  const mode = q.playMode;
  checkMode(game, mode, member);
  const db = app.database.db;
  // A player on a break plays nothing, not even free play (decision 039).
  if (member.type !== TRIAL_TYPE) await refuseExcluded(db, member.id, now);
  const expiresAt = new Date(now.getTime() + LAUNCH_TOKEN_SECONDS * 1000);
  const variant = game.row.lottery_variant as keyof typeof lotteryPages | null;
  if (variant && variant in lotteryPages) {
    const query = new URLSearchParams({ gameCode: game.row.game_code });
    if (game.row.default_play_type) query.set('playType', game.row.default_play_type);
    await touchRecent(db, member.id, game.id, RECENT_GAMES);
    return answer(`${lotteryPages[variant]}?${query}`, mode, expiresAt);
  }
  if (game.engine === SPORTSBOOK_ENGINE) {
    await touchRecent(db, member.id, game.id, RECENT_GAMES);
    return answer(await sportsbookPage(app, game), mode, expiresAt);
  }
  // GLS2_roomList names a room `{gameId}-{room}`; the game's own list names it `{room}`.
  const room = q.roomId?.startsWith(`${game.id}-`)
    ? q.roomId.slice(`${game.id}-`.length)
    : q.roomId;
  if (room !== undefined && !game.rooms?.some((r) => r.roomId === room)) {
    throw new AppError('VALIDATION_FAILED', 'This room is not one of the game’s rooms');
  }
  const inHouse = room ? `${IN_HOUSE_TEMPLATE}&room={room}` : IN_HOUSE_TEMPLATE;
  const template =
    game.launchUrl ?? (game.engine ? inHouse.replace('{engine}', game.engine) : null);
  if (!template) {
    throw new AppError('GAME_UNAVAILABLE', 'This game’s provider is not connected to this site');
  }
  const token = await issueLaunchToken(db, {
    memberId: member.id,
    siteSessionId: member.sessionId,
    vendor: game.vendor,
    gameCode: game.row.game_code,
    mode,
    expiresAt,
  });
  await touchRecent(db, member.id, game.id, RECENT_GAMES);
  const url = fill(template, {
    token,
    game: game.row.game_code,
    lang: q.language ?? 'EN',
    mode,
    room: room ?? '',
  });
  return answer(url, mode, expiresAt, await transferWalletOf(app, catalogue, member, game, mode));
}
