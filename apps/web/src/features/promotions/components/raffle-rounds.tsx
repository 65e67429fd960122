import type { getRaffleRounds, PromotionCard, RaffleDraw, ValueOf } from '@gamehall/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../components/ui/index.ts';
import { useBrandTime } from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { formatTicket, verifyLink } from '../model/raffle.ts';
import styles from './raffle.module.css';

type Rounds = ValueOf<typeof getRaffleRounds>;
type Round = Rounds['past'][number];

/** A block of the raffle's page: a region named by its heading. */
export function RaffleSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label–value pairs; a hash or a seed (`wide`) takes a whole row. */
type Fact = [label: string, value: ReactNode, wide?: boolean];

function Facts({ facts, label }: { facts: Fact[]; label?: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map(([term, value, wide]) => (
        <div key={term} className={wide ? styles.wide : undefined}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const Code = ({ children }: { children: string }) => (
  <code className={styles.code}>{children}</code>
);

/** When a round is over: its end in the brand's time, or with the promotion. */
function useRoundEnd() {
  const { t } = useTranslation();
  const time = useBrandTime();
  return (endsAt: string | null) => (endsAt ? time(endsAt) : t('app_raffle_ends_with_promo'));
}

/**
 * The running round: the hash of its server seed, published before any draw (the
 * commitment a player checks the revealed seed against), and when it ends and the seed
 * is shown.
 */
export function RoundNow({
  round,
  repeat,
}: {
  round: Rounds['current'];
  repeat: PromotionCard['repeat'];
}) {
  const { t } = useTranslation();
  const roundEnd = useRoundEnd();
  return (
    <RaffleSection title={t(repeat === 'DAILY' ? 'app_raffle_today' : 'app_raffle_current')}>
      {round ? (
        <>
          <Facts
            facts={[
              [t('app_raffle_round'), round.round],
              [t('app_raffle_ends'), roundEnd(round.endsAt)],
              [t('app_raffle_seed_hash'), <Code key="hash">{round.seedHash}</Code>, true],
            ]}
          />
          <p className={styles.hint}>{t('app_raffle_commitment_note')}</p>
        </>
      ) : (
        <p className={styles.hint}>{t('app_raffle_no_round')}</p>
      )}
    </RaffleSection>
  );
}

/** The player's draws, newest first, each with what recomputes it once its seed is shown. */
export function MyDraws({ draws }: { draws: readonly RaffleDraw[] }) {
  const { t } = useTranslation();
  const symbol = useSiteConfig().data?.currencySymbol;
  const title = t('app_raffle_my_draws');
  return (
    <RaffleSection title={title}>
      {draws.length === 0 ? (
        <p className={styles.hint}>{t('app_raffle_no_draws')}</p>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {draws.map((draw) => {
            const link = verifyLink(draw);
            return (
              <li key={draw.round} className={styles.item}>
                <Facts
                  label={t('app_raffle_draw_of', { round: draw.round })}
                  facts={[
                    [t('app_raffle_round'), draw.round],
                    [t('app_raffle_ticket'), formatTicket(draw.ticket)],
                    [
                      t('app_raffle_prize'),
                      <Money key="prize" value={draw.amount} symbol={symbol} />,
                    ],
                    [
                      t('app_raffle_client_seed'),
                      <Code key="client">{draw.clientSeed}</Code>,
                      true,
                    ],
                    [t('app_raffle_seed_hash'), <Code key="hash">{draw.seedHash}</Code>, true],
                  ]}
                />
                {link ? (
                  <Link
                    to={link}
                    className={styles.link}
                    aria-label={t('app_raffle_verify_of', { round: draw.round })}
                  >
                    {t('app_raffle_verify')}
                  </Link>
                ) : (
                  <p className={styles.hint}>{t('app_raffle_seed_later')}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </RaffleSection>
  );
}

/** The last rounds over, each with its seed shown, to check against the hash published. */
export function PastRounds({ rounds }: { rounds: readonly Round[] }) {
  const { t } = useTranslation();
  const roundEnd = useRoundEnd();
  const title = t('app_raffle_past');
  return (
    <RaffleSection title={title}>
      {rounds.length === 0 ? (
        <p className={styles.hint}>{t('app_raffle_no_past')}</p>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {rounds.map((round) => (
            <li key={round.round} className={styles.item}>
              <Facts
                label={t('app_raffle_round_of', { round: round.round })}
                facts={[
                  [t('app_raffle_round'), round.round],
                  [t('app_raffle_ended'), roundEnd(round.endsAt)],
                  [t('app_raffle_seed_hash'), <Code key="hash">{round.seedHash}</Code>, true],
                  [
                    t('app_raffle_server_seed'),
                    round.serverSeed ? (
                      <Code key="seed">{round.serverSeed}</Code>
                    ) : (
                      t('app_raffle_seed_later')
                    ),
                    true,
                  ],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </RaffleSection>
  );
}
