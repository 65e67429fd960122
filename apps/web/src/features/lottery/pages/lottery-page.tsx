import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LobbyShell, vendorsOf } from '../../lobby/index.ts';
import { useGameMenus, useNavCategories } from '../../system/index.ts';
import { DrawBoard } from '../components/draw-board.tsx';
import { isInHouseGame, type LotteryArea } from '../model/in-house-games.ts';
import styles from './lottery-page.module.css';

export type LotteryKind = 'lottery' | 'vnlottery' | 'seaLottery' | 'elott';

interface LotteryInfo {
  titleKey: string;
  introKey: string;
  /** Menu categories whose vendors the page lists. */
  codes: readonly string[];
  /** The area of the in-house games it lists and takes bets on (/elott only lists). */
  area: LotteryArea | null;
}

/** Product §2: /elott serves both lottery types; the others are the number lotteries. */
const lotteries: Record<LotteryKind, LotteryInfo> = {
  lottery: {
    titleKey: 'hd_lottery',
    introKey: 'app_lottery_intro',
    codes: ['LOTT'],
    area: 'ELOTT',
  },
  vnlottery: {
    titleKey: 'app_vnlottery_title',
    introKey: 'app_vnlottery_intro',
    codes: ['LOTT'],
    area: 'VN',
  },
  seaLottery: {
    titleKey: 'app_sealottery_title',
    introKey: 'app_sealottery_intro',
    codes: ['LOTT'],
    area: 'SEA',
  },
  elott: {
    titleKey: 'hd_elott',
    introKey: 'app_elott_intro',
    codes: ['ELOTT', 'LOTT'],
    area: null,
  },
};

/*
 * The betting page, the regional board and the lottery core they check bets and show
 * results with load when asked for (lottery-views.ts): neither the e-lottery lobby nor the
 * site's first load lists their chunks. A chunk that fails surfaces to the route's chunk boundary, as any
 * page group's does.
 */
const views = () => import('./lottery-views.ts');
const BettingPage = lazy(() => views().then((m) => ({ default: m.BettingPage })));
const RegionalBoard = lazy(() => views().then((m) => ({ default: m.RegionalBoard })));

/**
 * The lottery pages (/lottery, /vnlottery, /seaLottery, /elott). With a gameCode, /lottery
 * (one of the in-house e-lottery codes, known without asking) and /vnlottery, /seaLottery
 * (any code: the server says whether it is one of theirs) are that game's betting page
 * (BettingPage), on the playType of the address. Otherwise each is a lobby: /elott and
 * /lottery show the e-lottery's draws above their vendors, /vnlottery and /seaLottery their
 * regional games; a code that is not one of ours gets the lobby with a word.
 */
export function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') || null;
  const area = lotteries[kind].area;
  const bets = area === 'ELOTT' ? isInHouseGame(gameCode) : area !== null && gameCode !== null;
  if (!bets || !area || !gameCode) {
    return <LotteryLobby kind={kind} unknownGame={area === 'ELOTT' ? gameCode : null} />;
  }
  return (
    <Suspense fallback={<p role="status">{t('lt_game_loading')}</p>}>
      <BettingPage
        key={gameCode}
        gameCode={gameCode}
        area={area}
        playType={params.get('playType')}
        unknown={<LotteryLobby kind={kind} unknownGame={gameCode} />}
      />
    </Suspense>
  );
}

function LotteryLobby({ kind, unknownGame }: { kind: LotteryKind; unknownGame: string | null }) {
  const { t, i18n } = useTranslation();
  const { isPending } = useGameMenus(i18n.language);
  const categories = useNavCategories();
  const info = lotteries[kind];
  const vendors = useMemo(() => vendorsOf(info.codes, categories), [info, categories]);
  return (
    <LobbyShell
      title={t(info.titleKey)}
      vendors={vendors}
      loading={isPending}
      intro={
        <>
          <p className={styles.intro}>{t(info.introKey)}</p>
          {unknownGame && (
            <p role="status" className={styles.notice}>
              {t('lt_unknown_game', { code: unknownGame })}
            </p>
          )}
          {info.area === 'VN' || info.area === 'SEA' ? (
            <Suspense fallback={<p role="status">{t('lt_loading')}</p>}>
              <RegionalBoard area={info.area} />
            </Suspense>
          ) : (
            <DrawBoard />
          )}
        </>
      }
    />
  );
}
