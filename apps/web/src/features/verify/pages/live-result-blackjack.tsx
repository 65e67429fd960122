import type { BlackjackOutcome } from '@gamehall/games';
import { useTranslation } from 'react-i18next';
import { CardsView } from './cards.tsx';
import { HandsGrid } from './hands-grid.tsx';
import styles from './verify-page.module.css';

/** How many of the shared player cards after the first two are listed: most rounds use fewer. */
const LISTED_DRAWS = 12;

/**
 * A blackjack round on /verify (decision 034; packages/games tables/blackjack/README.md):
 * everyone's first two cards, the dealer's hand as it played out (to 17, standing on soft
 * 17), the shared sequence every hand draws from in order, and the perfect pairs result.
 * Each player's main bet depends on their own decisions on this deal, so none is named
 * here. Texts not in the catalogue yet fall back to English (`defaultValue`).
 */
export function BlackjackOutcomeView({ outcome }: { outcome: BlackjackOutcome }) {
  const { t } = useTranslation();
  const { playerCards, dealer, pair } = outcome;
  const dealerTotal = dealer.blackjack
    ? t('verify_live_bj_blackjack', { defaultValue: 'Blackjack' })
    : dealer.bust
      ? t('verify_live_bj_bust', { defaultValue: 'Bust ({{total}})', total: dealer.total })
      : String(dealer.total);
  return (
    <>
      <HandsGrid
        columns={[t('verify_live_cards'), t('verify_live_total')]}
        rows={[
          {
            name: t('verify_player'),
            cards: playerCards.slice(0, 2),
            total: '',
          },
          { name: t('verify_live_dealer'), cards: dealer.cards, total: dealerTotal },
        ].map(({ name, cards, total }) => ({
          name,
          cells: [<CardsView key="cards" cards={cards} />, total],
        }))}
      />
      <dl className={styles.facts}>
        <dt>
          {t('verify_live_bj_sequence', { defaultValue: 'Cards drawn by the hands, in order' })}
        </dt>
        <dd>
          <CardsView cards={playerCards.slice(2, 2 + LISTED_DRAWS)} />
        </dd>
        <dt>{t('verify_live_bj_pair', { defaultValue: 'Perfect pairs' })}</dt>
        <dd>
          {pair
            ? t(`verify_live_bj_pair_${pair}`, { defaultValue: pair })
            : t('verify_live_bj_no_pair', { defaultValue: 'No pair' })}
        </dd>
      </dl>
      <p>
        {t('verify_live_bj_note', {
          defaultValue:
            'Every player plays these first two cards against this dealer. A hand that hits, doubles or splits takes the next card of the sequence not yet taken by that player’s hands, the same for everyone; the main bet’s result depends on each player’s decisions.',
        })}
      </p>
    </>
  );
}
