import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { panelStyles as panel, QueryState, Section } from '../../panel/index.ts';
import { useProtection } from '../api/get-protection.ts';
import { takeSectionRequest } from '../model/focus.ts';
import { MoneyLimits } from './money-limits.tsx';
import { SessionLimits } from './session-limits.tsx';
import { TakeABreak } from './take-a-break.tsx';

/**
 * The security centre's "Responsible gaming" (issue 19): money limits, the session time
 * limit with reality checks, and a break or self-exclusion. Opened from the responsible
 * gaming page, it scrolls itself into view.
 */
export function ResponsibleGamingSection() {
  const { t } = useTranslation();
  const query = useProtection();
  const anchor = useRef<HTMLDivElement>(null);
  const ready = query.data !== undefined;

  useEffect(() => {
    if (ready && takeSectionRequest()) anchor.current?.scrollIntoView({ block: 'start' });
  }, [ready]);

  return (
    <div ref={anchor}>
      <Section title={t('rg_title')}>
        <p className={panel.hint}>{t('rg_intro')}</p>
        <QueryState query={query}>
          {(protection) => (
            <>
              <MoneyLimits protection={protection} />
              <SessionLimits protection={protection} />
              <TakeABreak protection={protection} />
            </>
          )}
        </QueryState>
      </Section>
    </div>
  );
}
