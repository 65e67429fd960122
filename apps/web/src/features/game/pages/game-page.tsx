import { lazy, type ReactNode, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { loadTextArea } from '../../../lib/i18n/index.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { LoginPrompt } from '../../lobby/index.ts';
import { launchUrl, useSiteConfig } from '../../system/index.ts';
import { useLaunch } from '../api/launch-game.ts';
import { GamePlayer } from '../components/game-player.tsx';
import { useBalanceMessages } from '../hooks/use-balance-messages.ts';
import { useRecallOnLeave } from '../hooks/use-recall-on-leave.ts';
import styles from './game-page.module.css';

const positiveId = /^[1-9]\d{0,9}$/;

/** Only transfer-wallet games need it, with the money texts its amounts speak. */
const TransferOffer = lazy(() =>
  Promise.all([import('../components/transfer-offer.tsx'), loadTextArea('money')]).then(([m]) => ({
    default: m.TransferOffer,
  })),
);

/** Why the server refused the launch; a break or exclusion names its end in the brand's time. */
function LaunchRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const timeZone = useSiteConfig().data?.timeZone;
  return <p role="alert">{errorText(error, t, 'launch', { timeZone })}</p>;
}

/** A launch token left unused this close to its end is swapped for a fresh one. */
const FRESH_MS = 30_000;

/**
 * /game (page group byIframe, header only): launches the game named by ?gameId (and
 * ?mode=demo for a free trial) and plays it in a frame. Launching needs a login (product
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
  const wallet = launch.data?.transferWallet ?? null;
  useRecallOnLeave(wallet?.vassalage ?? null);
  // A transfer-wallet game asks first; the player may come back to it for more money.
  const [asking, setAsking] = useState(true);
  const played = useRef(false);
  const { refetch } = launch;
  const expiresAt = launch.data?.expiresAt;
  const openGame = useCallback(async () => {
    // The game opened before holds the balance it had: a new session reads the new one.
    if (played.current || Date.parse(expiresAt ?? '') - Date.now() < FRESH_MS) await refetch();
    setAsking(false);
  }, [refetch, expiresAt]);

  let body: ReactNode;
  if (!valid) {
    body = <p>{t('app_game_placeholder')}</p>;
  } else if (!loggedIn) {
    body = <LoginPrompt message={t('app_game_login')} />;
  } else if (launch.data && wallet && asking) {
    return (
      <section className={styles.page} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          {t('app_game_title')}
        </h1>
        <Suspense fallback={<p aria-live="polite">{t('app_game_opening')}</p>}>
          <TransferOffer wallet={wallet} onDone={() => void openGame()} />
        </Suspense>
      </section>
    );
  } else if (launch.data) {
    played.current = true;
    return (
      <GamePlayer
        title={demo ? t('app_game_demo_title') : t('app_game_title')}
        src={launchUrl(launch.data.game_url)}
        tools={
          wallet && (
            <button type="button" className={styles.tool} onClick={() => setAsking(true)}>
              {t('app_game_wallet_add')}
            </button>
          )
        }
      />
    );
  } else if (launch.error) {
    body = <LaunchRefusal error={launch.error} />;
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
