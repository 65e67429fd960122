import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { customerServiceQuery, useSiteConfig } from '../../system/index.ts';
import styles from './status-screen.module.css';

interface Props {
  /** Small line above the heading. */
  eyebrow?: string;
  heading: string;
  icon: ReactNode;
  children: ReactNode;
}

/**
 * The shell both status pages share (they replace the whole app, so they bring their own
 * main landmark): icon, heading, body and the contact-us button.
 */
export function StatusScreen({ eyebrow, heading, icon, children }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const contact = useContactHref();
  return (
    <main className={styles.screen} aria-labelledby={headingId}>
      <div className={styles.card}>
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id={headingId} className={styles.heading}>
          {heading}
        </h1>
        {children}
        {contact && (
          <a
            className={styles.contact}
            href={contact}
            target={external(contact)}
            rel="noopener noreferrer"
          >
            {t('app_contact_us')}
          </a>
        )}
      </div>
    </main>
  );
}

const external = (href: string) => (href.startsWith('mailto:') ? undefined : '_blank');

/** The brand's contact e-mail; without one, the live-chat address of customer service. */
function useContactHref(): string | null {
  const email = useSiteConfig().data?.contact.email;
  // Only asked when there is no e-mail: during maintenance most calls may be refused.
  const service = useQuery({ ...customerServiceQuery(), enabled: !email });
  if (email) return `mailto:${email}`;
  const entries = service.data?.entries ?? [];
  return (entries.find((e) => e.csType === 'LIVECHAT') ?? entries[0])?.path ?? null;
}
