import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isInHouseGame } from '../model/in-house-games.ts';
import { LotteryPage } from './lottery-page.tsx';

/**
 * The betting page and the lottery core it checks bets with load when a game is asked
 * for: neither the lobby nor the site's first load lists their chunks. A chunk that fails
 * surfaces to the route's chunk boundary, as any page group's does.
 */
const BettingPage = lazy(() =>
  import('./betting-page.tsx').then((m) => ({ default: m.BettingPage })),
);

/**
 * /lottery (product §2, header only): the betting page of one of the in-house games when
 * its gameCode names one (with playType, the play type it opens on), else the lobby.
 */
export function RegionalLotteryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  if (!isInHouseGame(gameCode)) return <LotteryPage kind="lottery" />;
  return (
    <Suspense fallback={<p role="status">{t('lt_game_loading')}</p>}>
      <BettingPage key={gameCode} gameCode={gameCode} playType={params.get('playType')} />
    </Suspense>
  );
}
