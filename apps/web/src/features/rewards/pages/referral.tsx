import { useTranslation } from 'react-i18next';
import { Money, QrCode } from '../../../components/ui/index.ts';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import {
  QueryState,
  RefreshButton,
  Section,
  panelStyles as styles,
  useListRefresh,
} from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { useReferral } from '../api/get-referral.ts';
import { CopyField } from '../components/copy-field.tsx';
import { ReferralFriends } from '../components/referral-friends.tsx';
import page from './referral.module.css';

/** Friends deposit and bet elsewhere: asked again on return and on demand. */
const REFERRAL_LISTS = [['rewards', 'referral']];

/**
 * The link a friend registers through: the site keeps ?referralCode= for the tab and the
 * registration form sends it (session/model/affiliate.ts).
 */
export const referralUrl = (code: string) =>
  `${window.location.origin}/?referralCode=${encodeURIComponent(code)}`;

/**
 * Product §2 member centre, page referral (invite_friends): the player's code and link to
 * share (copy, QR code), the brand's terms, what was earned and each friend who joined
 * with where they stand (decision 033).
 */
export function Referral() {
  const { t } = useTranslation();
  const referral = useReferral();
  const refresh = useListRefresh(REFERRAL_LISTS);
  const symbol = useSiteConfig().data?.currencySymbol;

  return (
    <div className={styles.sections}>
      <QueryState query={referral}>
        {(data) => {
          const bonus = formatMoneyWith(data.bonus, symbol);
          const deposit = formatMoneyWith(data.minDeposit, symbol);
          const url = referralUrl(data.code);
          const rewarded = data.friends.filter((f) => f.state === 'REWARDED').length;
          return (
            <>
              <Section title={t('mc_referral_share')}>
                <p className={styles.hint}>{t('mc_referral_intro', { bonus })}</p>
                <div className={page.share}>
                  <div className={page.fields}>
                    <CopyField
                      label={t('mc_referral_code')}
                      value={data.code}
                      copyLabel={t('mc_referral_copy_code')}
                    />
                    <CopyField
                      label={t('mc_referral_link')}
                      value={url}
                      copyLabel={t('mc_referral_copy_link')}
                    />
                  </div>
                  <div className={page.qr}>
                    <QrCode value={url} size={160} label={t('mc_referral_qr')} />
                    <p className={styles.hint}>{t('mc_referral_qr_hint')}</p>
                  </div>
                </div>
              </Section>
              <Section title={t('mc_referral_rules')}>
                <ol className={page.rules}>
                  <li>{t('mc_referral_rule_join')}</li>
                  <li>
                    {t('mc_referral_rule_play', {
                      deposit,
                      turnover: formatMoneyWith(data.turnover, symbol),
                    })}
                  </li>
                  <li>{t('mc_referral_rule_bonus', { bonus })}</li>
                  <li>{t('mc_referral_rule_same_ip')}</li>
                </ol>
              </Section>
              <Section title={t('mc_referral_friends')}>
                <RefreshButton fetching={referral.isFetching} onClick={refresh} />
                <dl className={styles.figures}>
                  <div>
                    <dt>{t('mc_referral_earned')}</dt>
                    <dd>
                      <Money value={data.earned} symbol={symbol} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('mc_referral_joined_count')}</dt>
                    <dd>{data.friends.length}</dd>
                  </div>
                  <div>
                    <dt>{t('mc_referral_rewarded_count')}</dt>
                    <dd>{rewarded}</dd>
                  </div>
                </dl>
                <ReferralFriends friends={data.friends} minDeposit={deposit} />
              </Section>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
