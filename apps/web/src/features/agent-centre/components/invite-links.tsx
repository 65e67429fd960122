import type { InviteLink } from '@gamehall/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { panelStyles, QueryState, useBrandTime } from '../../panel/index.ts';
import { useInviteLinks, useRevokeInviteLink } from '../api/team.ts';
import cards from './cards.module.css';
import { InviteLinkUrl } from './invite-link-url.tsx';
import styles from './team.module.css';

/** The server keeps at most this many live links per agent (links-service MAX_LINKS). */
export const MAX_LINKS = 50;

/** A preset contract in one line: its kind, its best rate, a dividend's period. */
function usePresetText() {
  const { t } = useTranslation();
  return (preset: InviteLink['contracts'][number]) => {
    const best = Math.max(...preset.terms.tiers.map((tier) => tier.rate));
    const rate = t('at_contract_rate', {
      kind: t(`ag_kind_${preset.kind}`),
      rate: best.toFixed(2),
    });
    return preset.kind === 'DIVIDEND' ? `${rate} (${t(`ac_period_${preset.terms.period}`)})` : rate;
  };
}

interface ItemProps {
  link: InviteLink;
  pending: boolean;
  onRevoke: (link: InviteLink) => void;
}

/** One link: what it makes of who registers, how many did, its address, and its end. */
function InviteLinkItem({ link, pending, onRevoke }: ItemProps) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const presetText = usePresetText();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={cards.card} aria-labelledby={headingId}>
      <h5 id={headingId} className={cards.subheading}>
        {t('at_link_named', { code: link.code })}
      </h5>
      <dl className={cards.facts}>
        <div>
          <dt>{t('at_registers_as')}</dt>
          <dd>{t(`at_type_${link.type}`)}</dd>
        </div>
        <div>
          <dt>{t('at_registrations')}</dt>
          <dd>{link.registrations.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>{t('at_created')}</dt>
          <dd>{time(link.createdAt)}</dd>
        </div>
        {link.contracts.length > 0 && (
          <div>
            <dt>{t('at_contracts')}</dt>
            <dd>{link.contracts.map(presetText).join(', ')}</dd>
          </div>
        )}
      </dl>
      <InviteLinkUrl code={link.code} />
      {confirming ? (
        <div className={styles.confirm}>
          <p className={panelStyles.state}>{t('at_revoke_confirm', { code: link.code })}</p>
          <div className={panelStyles.actions}>
            <button
              type="button"
              className={panelStyles.primary}
              disabled={pending}
              onClick={() => onRevoke(link)}
            >
              {t('at_revoke_yes')}
            </button>
            <button
              type="button"
              className={panelStyles.secondary}
              onClick={() => setConfirming(false)}
            >
              {t('in_more_cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={`${panelStyles.secondary} ${styles.danger}`}
          aria-label={t('at_revoke_of', { code: link.code })}
          onClick={() => setConfirming(true)}
        >
          {t('at_revoke')}
        </button>
      )}
    </li>
  );
}

/** Register centre: the agent's live registration links, each revoked after a confirmation. */
export function InviteLinks() {
  const { t } = useTranslation();
  const links = useInviteLinks();
  const revoke = useRevokeInviteLink();
  const status = useRef<HTMLParagraphElement>(null);
  const [result, setResult] = useState<{ done?: string; error?: string }>({});

  const onRevoke = async (link: InviteLink) => {
    setResult({});
    try {
      await revoke.mutateAsync({ id: link.id });
      setResult({ done: t('at_revoked', { code: link.code }) });
      // The link's buttons are gone: the outcome takes the focus.
      status.current?.focus();
    } catch (err) {
      setResult({ error: errorText(err, t, 'site') });
    }
  };

  return (
    <QueryState query={links}>
      {(data) => (
        <div className={styles.linkList}>
          <p className={panelStyles.hint}>
            {t('at_links_count', { count: data.list.length, max: MAX_LINKS })}
          </p>
          <p ref={status} role="status" tabIndex={-1} className={panelStyles.success}>
            {result.done ?? ''}
          </p>
          {result.error && (
            <p role="alert" className={panelStyles.error}>
              {result.error}
            </p>
          )}
          {data.list.length === 0 ? (
            <p className={panelStyles.hint}>{t('at_no_links')}</p>
          ) : (
            <ul className={cards.cards} aria-label={t('at_links')}>
              {data.list.map((link) => (
                <InviteLinkItem
                  key={link.id}
                  link={link}
                  pending={revoke.isPending}
                  onRevoke={(l) => void onRevoke(l)}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </QueryState>
  );
}
