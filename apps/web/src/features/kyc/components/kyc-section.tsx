import { KYC_KINDS } from '@gamehall/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { panelStyles as panel, QueryState, Section } from '../../panel/index.ts';
import { useKyc } from '../api/get-kyc.ts';
import { takeKycSectionRequest } from '../model/focus.ts';
import { KindBlock } from './kind-block.tsx';
import { KycOverview } from './kyc-overview.tsx';

/**
 * The security centre's "Verify your identity" (issue 19, decision 040): where the player
 * stands, the brand's rule, and an identity document and a proof of address to send for
 * review. Opened from a withdrawal refused for want of it, it scrolls itself into view.
 */
export function KycSection() {
  const { t } = useTranslation();
  const query = useKyc();
  const anchor = useRef<HTMLDivElement>(null);
  const ready = query.data !== undefined;

  useEffect(() => {
    if (ready && takeKycSectionRequest()) anchor.current?.scrollIntoView({ block: 'start' });
  }, [ready]);

  return (
    <div ref={anchor}>
      <Section title={t('kyc_title')}>
        <p className={panel.hint}>{t('kyc_intro')}</p>
        <QueryState query={query}>
          {(state) => (
            <>
              <KycOverview state={state} />
              {KYC_KINDS.map((kind) => (
                <KindBlock key={kind} kind={kind} state={state} />
              ))}
            </>
          )}
        </QueryState>
      </Section>
    </div>
  );
}
