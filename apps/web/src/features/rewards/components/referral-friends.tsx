import type { getReferral, ValueOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { panelStyles, RecordTable, StatusTag, type Tone, useBrandTime } from '../../panel/index.ts';

type Friend = ValueOf<typeof getReferral>['friends'][number];

/** The colour behind each state's words: paid, still to qualify, never paid. */
const TONES: Record<Friend['state'], Tone> = {
  REWARDED: 'good',
  PENDING: 'waiting',
  NOT_ELIGIBLE: 'bad',
};

/**
 * The friends who joined with the player's code, newest first: when, whether they have
 * deposited the brand's minimum, their valid bets and where each stands. On a phone the account
 * and the state stay in the row; the rest opens under it.
 */
export function ReferralFriends({
  friends,
  minDeposit,
}: {
  friends: readonly Friend[];
  /** The deposit a friend must reach, written with the brand's symbol (the column says it). */
  minDeposit: string;
}) {
  const { t } = useTranslation();
  const time = useBrandTime();
  if (friends.length === 0) {
    return <p className={panelStyles.hint}>{t('mc_referral_no_friends')}</p>;
  }
  return (
    <RecordTable
      caption={t('mc_referral_friends_table')}
      rows={friends}
      // Accounts are masked (pl***1), so two may read alike: the join time tells them apart.
      rowKey={(f) => `${f.account}|${f.joinedAt}`}
      rowLabel={(f) => f.account}
      columns={[
        { header: t('mc_referral_friend'), cell: (f) => f.account },
        { header: t('mc_referral_joined'), cell: (f) => time(f.joinedAt), detail: 'narrow' },
        {
          header: t('mc_referral_deposited', { deposit: minDeposit }),
          cell: (f) => t(f.deposited ? 'mc_referral_yes' : 'mc_referral_no'),
          detail: 'narrow',
        },
        {
          header: t('mc_referral_valid_bet'),
          cell: (f) => <Money value={f.validBet} />,
          numeric: true,
          detail: 'narrow',
        },
        {
          header: t('mc_referral_state'),
          cell: (f) => (
            <StatusTag tone={TONES[f.state]}>{t(`mc_referral_state_${f.state}`)}</StatusTag>
          ),
        },
      ]}
    />
  );
}
