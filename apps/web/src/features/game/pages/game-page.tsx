import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { LoginPrompt } from '../../lobby/index.ts';
import { launchUrl } from '../../system/index.ts';
import { useLaunch } from '../api/launch-game.ts';
import { GamePlayer } from '../components/game-player.tsx';
import { useBalanceMessages } from '../hooks/use-balance-messages.ts';
import styles from './game-page.module.css';

const positiveId = /^[1-9]\d{0,9}$/;

/**
 * /game (page group byIframe, header only): launches the game named by ?gameId (and
 * ?mode=demo for a free trial) and plays it in a frame. Launching needs a login (spec
 * §2); what the server refuses is said in the frame's place.
 */
export function GamePage() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [params] = useSearchParams();
  const loggedIn = useLoggedIn();
  const gameId = params.get('gameId') ?? '';
  const demo = params.get('mode') === 'demo';
  const valid = positiveId.test(gameId);
  useBalanceMessages();
  const launch = useLaunch(
    {
      gameId: Number(gameId),
      vassalage: params.get('vassalage') ?? undefined,
      roomId: params.get('roomId') ?? undefined,
      playMode: demo ? 'demo' : 'real',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: '3',
      language: i18n.language,
    },
    valid && loggedIn,
  );

  let body: ReactNode;
  if (!valid) {
    body = <p>{t('app_game_placeholder')}</p>;
  } else if (!loggedIn) {
    body = <LoginPrompt message={t('app_game_login')} />;
  } else if (launch.data) {
    return (
      <GamePlayer
        title={demo ? t('app_game_demo_title') : t('app_game_title')}
        src={launchUrl(launch.data.game_url)}
      />
    );
  } else if (launch.error) {
    body = (
      <p role="alert">
        {launch.error instanceof ApiError ? launch.error.message : t('app_game_failed')}
      </p>
    );
  } else {
    body = <p aria-live="polite">{t('app_game_opening')}</p>;
  }
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t('app_game_title')}
      </h1>
      <section className={styles.frame} aria-label={t('app_game_frame')}>
        {body}
        <Link to="/index" className={styles.link}>
          {t('app_back_home')}
        </Link>
      </section>
    </section>
  );
}
