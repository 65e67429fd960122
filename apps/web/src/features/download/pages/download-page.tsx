import type { getResources, ValueOf } from '@gamehall/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/ui/index.ts';
import { useResources } from '../../system/index.ts';
import styles from './download-page.module.css';

type ResourceType = ValueOf<typeof getResources>[number]['resourceType'];

interface AppInfo {
  type: ResourceType;
  /** Product §2: MOBILECONFIG is labelled IOS-LITE-APP. */
  name: string;
  /** Install-guide step keys, in order. */
  steps: string[];
}

const apps: AppInfo[] = [
  { type: 'IOS', name: 'IOS', steps: ['app_down_ios_1', 'app_down_ios_2', 'app_down_ios_3'] },
  {
    type: 'MOBILECONFIG',
    name: 'IOS-LITE-APP',
    steps: ['app_down_lite_1', 'app_down_lite_2', 'app_down_lite_3'],
  },
  {
    type: 'ANDROID',
    name: 'ANDROID',
    steps: ['app_down_android_1', 'app_down_android_2', 'app_down_android_3'],
  },
];

/** /down: a QR code and install guide for each app the brand offers (only those it has). */
export function DownloadPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending } = useResources();
  const offered = apps.flatMap((app) => {
    const resource = data?.find((r) => r.resourceType === app.type);
    return resource ? [{ app, resource }] : [];
  });
  return (
    <section className={styles.page} aria-labelledby={headingId} aria-busy={isPending || undefined}>
      <h1 id={headingId} className={styles.title}>
        {t('app_down_title')}
      </h1>
      <p className={styles.intro}>{t('app_down_intro')}</p>
      {!isPending && offered.length === 0 && <p>{t('in_no_data')}</p>}
      <ul className={styles.apps}>
        {offered.map(({ app, resource }) => (
          <li key={app.type} className={styles.card}>
            <h2 className={styles.name}>{app.name}</h2>
            <QrCode
              value={resource.qrCodeUrl || resource.url}
              size={200}
              label={t('app_down_qr', { name: app.name })}
            />
            <a className={styles.button} href={resource.url} rel="noopener">
              {t('app_down_button', { name: app.name })}
            </a>
            <h3 className={styles.guideTitle}>{t('app_down_guide')}</h3>
            <ol className={styles.steps}>
              {app.steps.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}
