import { Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useMemberPage, useMemberPageShown, useProtected } from '../../layout/index.ts';
import { useMemberInfo } from '../../session/index.ts';
import { memberPages, resolvePage } from '../model/pages.ts';
import styles from './member-centre.module.css';
import { MemberMenu } from './member-menu.tsx';

const TRIAL_TYPE = 4;

/**
 * Product §2 member centre: a left menu (title, the pages), the page on the right, a close
 * button. Shown only once the member info has loaded. The page key comes from the dialog
 * store; an unknown or switched-off key shows the default page.
 */
export function MemberCentreDialog() {
  const { t } = useTranslation();
  const requested = useDialogs((s) => s.page);
  const close = useDialogs((s) => s.close);
  const openPage = useMemberPage();
  const guard = useProtected();
  const { data: member, error, refetch, isFetching } = useMemberInfo();
  const headingId = useId();
  const shown = useMemberPageShown();
  const key = resolvePage(requested, shown);
  const entry = memberPages[key];
  const trial = member?.type === TRIAL_TYPE;

  // Product §4: no member centre for a trial account, however it was opened.
  useEffect(() => {
    if (!trial) return;
    close();
    guard(() => undefined);
  }, [trial, close, guard]);

  if (trial || (!member && !error)) return null;

  return (
    <Dialog
      open
      onClose={close}
      title={t('member_centre')}
      hideTitle
      width={1040}
      className={styles.dialog}
    >
      {!member || !entry ? (
        <div className={styles.failed}>
          <p role="alert">{error?.message ?? t('in_unknown_error')}</p>
          <button type="button" disabled={isFetching} onClick={() => void refetch()}>
            {t('in_retry')}
          </button>
        </div>
      ) : (
        <div className={styles.layout}>
          <MemberMenu account={member.account} current={key} shown={shown} onOpen={openPage} />
          <section className={styles.content} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.pageTitle}>
              {t(entry.label)}
            </h3>
            <Suspense fallback={<p role="status">{t('in_loading')}</p>}>
              <entry.Page key={key} member={member} />
            </Suspense>
          </section>
        </div>
      )}
    </Dialog>
  );
}
