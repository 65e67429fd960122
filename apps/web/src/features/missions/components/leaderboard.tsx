import type { getMissionLeaderboard, ValueOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import { panelStyles, useBrandTime } from '../../panel/index.ts';
import styles from './missions.module.css';

type Board = ValueOf<typeof getMissionLeaderboard>;

/**
 * The week's leaderboard by mission points, accounts masked. The player's own row is
 * marked; a player outside the list (or not ranked yet) has their place said below it.
 */
export function Leaderboard({ board }: { board: Board }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const caption = t('mc_leaderboard_title');
  const listed = board.me.rank !== null && board.list.some((row) => row.rank === board.me.rank);
  return (
    <>
      <p className={panelStyles.hint}>{t('mc_leaderboard_since', { time: time(board.since) })}</p>
      {board.list.length === 0 ? (
        <p className={panelStyles.hint}>{t('in_no_data')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        <section className={panelStyles.tableScroll} aria-label={caption} tabIndex={0}>
          <table className={panelStyles.table}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('mc_leaderboard_rank')}</th>
                <th scope="col">{t('mc_leaderboard_account')}</th>
                <th scope="col" className={panelStyles.numeric}>
                  {t('mc_leaderboard_points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.list.map((row) => {
                const mine = row.rank === board.me.rank;
                return (
                  <tr
                    key={row.rank}
                    className={mine ? styles.mine : undefined}
                    aria-current={mine ? 'true' : undefined}
                  >
                    <td>{row.rank}</td>
                    <td>
                      {row.account}
                      {mine && ` (${t('mc_leaderboard_you')})`}
                    </td>
                    <td className={panelStyles.numeric}>{formatMoney(row.points)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      {!listed && (
        <p className={panelStyles.state}>
          {board.me.rank === null
            ? t('mc_leaderboard_me_unranked', { points: formatMoney(board.me.points) })
            : t('mc_leaderboard_me', {
                rank: board.me.rank,
                points: formatMoney(board.me.points),
              })}
        </p>
      )}
    </>
  );
}
