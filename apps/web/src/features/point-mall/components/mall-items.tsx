import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { panelStyles } from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { formatPoints, type MallItem, maxPieces } from '../model/points.ts';
import styles from './point-mall.module.css';
import { RedeemDialog } from './redeem-dialog.tsx';

/**
 * The mall's items, each with its picture (a placeholder without one), its price in points,
 * what it asks and gives, the stock left and a Redeem button (off once sold out), which
 * opens the redeem dialog.
 */
export function MallItems({ items, balance }: { items: readonly MallItem[]; balance: number }) {
  const { t } = useTranslation();
  const symbol = useSiteConfig().data?.currencySymbol;
  const [redeeming, setRedeeming] = useState<MallItem | null>(null);
  if (items.length === 0) return <p className={panelStyles.hint}>{t('app_points_items_empty')}</p>;
  return (
    <>
      <ul className={styles.items} aria-label={t('app_points_items_title')}>
        {items.map((item) => {
          const soldOut = maxPieces(item) === 0;
          return (
            <li key={item.id}>
              <article
                className={styles.item}
                aria-label={item.name}
                data-sold-out={soldOut || undefined}
              >
                {item.imageUrl ? (
                  <img className={styles.picture} src={item.imageUrl} alt="" loading="lazy" />
                ) : (
                  <span className={styles.picture} aria-hidden="true">
                    🎁
                  </span>
                )}
                <div>
                  <h3 className={styles.name}>{item.name}</h3>
                  <ul className={styles.facts}>
                    <li className={styles.cost}>
                      {t('app_points_item_points', { points: formatPoints(item.points) })}
                    </li>
                    {item.amountRequirement > 0 && (
                      <li>
                        {t('app_points_item_requirement', {
                          amount: formatMoneyWith(item.amountRequirement, symbol),
                        })}
                      </li>
                    )}
                    {item.kind === 'CASH' && (
                      <li>
                        {t('app_points_item_cash', {
                          amount: formatMoneyWith(item.cashValue, symbol),
                        })}
                      </li>
                    )}
                    <li>
                      {soldOut
                        ? t('app_points_sold_out')
                        : t('app_points_item_left', {
                            available: item.available,
                            quantity: item.quantity,
                          })}
                    </li>
                  </ul>
                </div>
                <button
                  type="button"
                  className={panelStyles.primary}
                  disabled={soldOut}
                  aria-label={t('app_points_redeem_item', { name: item.name })}
                  onClick={() => setRedeeming(item)}
                >
                  {soldOut ? t('app_points_sold_out') : t('app_points_redeem')}
                </button>
              </article>
            </li>
          );
        })}
      </ul>
      {redeeming && (
        <RedeemDialog item={redeeming} balance={balance} onClose={() => setRedeeming(null)} />
      )}
    </>
  );
}
