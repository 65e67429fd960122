import type { MailboxFilter } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useCentreMember } from '../../layout/index.ts';
import { CentreDialog, CentreMenu } from '../../panel/index.ts';
import { Mailbox } from './mailbox.tsx';

/** The dialog's "pages": the whole mailbox, or its unread messages. */
const FILTERS: readonly (readonly [MailboxFilter, string])[] = [
  ['all', 'mb_all'],
  ['unread', 'mb_unread'],
];

/**
 * The mailbox (product §1, §2 avatar menu and side menu "messages"), in the centres'
 * dialog: a menu (all messages, unread) and the messages on the right. Shown once the
 * member info has loaded; a trial account gets the product §5 warning instead.
 */
export function MailboxDialog() {
  const { t } = useTranslation();
  const requested = useDialogs((s) => s.page);
  const openDialog = useDialogs((s) => s.openDialog);
  const close = useDialogs((s) => s.close);
  const { data: member, error, refetch, isFetching, shown } = useCentreMember();
  const filter: MailboxFilter = requested === 'unread' ? 'unread' : 'all';
  if (!shown) return null;
  const entries = FILTERS.map(([key, label]) => [key, t(label)] as const);

  return (
    <CentreDialog
      title={t('in_platform_information')}
      onClose={close}
      failure={
        member
          ? null
          : {
              message: error?.message ?? t('in_unknown_error'),
              retrying: isFetching,
              retry: () => void refetch(),
            }
      }
      menu={
        member && (
          <CentreMenu
            title={t('in_platform_information')}
            label={t('mb_menu')}
            account={member.account}
            entries={entries}
            current={filter}
            onOpen={(page) => openDialog('mailbox', page)}
          />
        )
      }
      pageTitle={t(filter === 'unread' ? 'mb_unread' : 'mb_all')}
      page={member && <Mailbox key={filter} filter={filter} />}
    />
  );
}
