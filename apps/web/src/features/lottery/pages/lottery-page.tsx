import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LobbyShell, vendorsOf } from '../../lobby/index.ts';
import { useGameMenus, useNavCategories } from '../../system/index.ts';
import { DrawBoard } from '../components/draw-board.tsx';
import styles from './lottery-page.module.css';

export type LotteryKind = 'lottery' | 'vnlottery' | 'seaLottery' | 'elott';

interface LotteryInfo {
  titleKey: string;
  introKey: string;
  /** Menu categories whose vendors the page lists. */
  codes: readonly string[];
}

/** Product §2: /elott serves both lottery types; the others are the number lotteries. */
const lotteries: Record<LotteryKind, LotteryInfo> = {
  lottery: { titleKey: 'hd_lottery', introKey: 'app_lottery_intro', codes: ['LOTT'] },
  vnlottery: { titleKey: 'app_vnlottery_title', introKey: 'app_vnlottery_intro', codes: ['LOTT'] },
  seaLottery: {
    titleKey: 'app_sealottery_title',
    introKey: 'app_sealottery_intro',
    codes: ['LOTT'],
  },
  elott: { titleKey: 'hd_elott', introKey: 'app_elott_intro', codes: ['ELOTT', 'LOTT'] },
};

/** The pages that list the in-house draws above their vendors (issue 15). */
const withDraws: ReadonlySet<LotteryKind> = new Set(['lottery', 'elott']);

/**
 * The lottery pages (/lottery, /vnlottery, /seaLottery, /elott) as lobbies. /elott and
 * /lottery show the in-house draws above their vendors, each with a link to its betting
 * page (issue 15); /lottery?gameCode= of one of ours is that betting page (BettingPage),
 * of another it is this lobby with a word that the game is not one of ours.
 */
export function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const unknownGame = kind === 'lottery' ? params.get('gameCode') : null;
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
          {withDraws.has(kind) && <DrawBoard />}
        </>
      }
    />
  );
}
