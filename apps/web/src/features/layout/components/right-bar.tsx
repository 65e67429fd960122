import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QrCode } from '../../../components/ui/index.ts';
import { useResources, useSiteConfig } from '../../system/index.ts';
import { useOpenCustomerService } from '../hooks/use-customer-service.ts';
import { Icon } from './icons.tsx';
import styles from './right-bar.module.css';

/** Product §2: the QR labels; MOBILECONFIG is the iOS lite profile. */
const qrLabels = { IOS: 'IOS', MOBILECONFIG: 'IOS-LITE-APP', ANDROID: 'ANDROID' } as const;
const qrOrder = ['IOS', 'MOBILECONFIG', 'ANDROID'] as const;

/**
 * Product §2 right bar: customer service, the brand's social link, email, and a QR code per
 * existing app resource. Hidden below 900 px, where the side menu offers the same.
 */
export function RightBar() {
  const { t } = useTranslation();
  const contact = useSiteConfig().data?.contact;
  const resources = useResources().data ?? [];
  const openCustomerService = useOpenCustomerService();
  const qrs = qrOrder.flatMap((type) => resources.filter((r) => r.resourceType === type));

  return (
    <aside className={styles.bar} aria-label={t('contact_and_apps')}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.item} onClick={openCustomerService}>
            <Icon name="chat" />
            {t('customer_service')}
          </button>
        </li>
        {contact?.socialUrl && (
          <li>
            <a
              className={styles.item}
              href={contact.socialUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="share" />
              {contact.socialName || t('social_network')}
            </a>
          </li>
        )}
        {contact?.email && (
          <li>
            <a className={styles.item} href={`mailto:${contact.email}`}>
              <Icon name="mail" />
              {t('contact_email')}
            </a>
          </li>
        )}
        <li>
          <Link to="/down" className={styles.item}>
            <Icon name="download" />
            {t('app_download')}
          </Link>
          {qrs.length > 0 && (
            <ul className={styles.qrs}>
              {qrs.map((r) => (
                <li key={r.resourceType} className={styles.qr}>
                  {/* qrCodeUrl is the address meant for scanning; url is the direct file. */}
                  <QrCode
                    value={r.qrCodeUrl || r.url}
                    size={125}
                    label={qrLabels[r.resourceType]}
                  />
                  <span aria-hidden="true">{qrLabels[r.resourceType]}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      </ul>
    </aside>
  );
}
