import type { MailboxFilter, MailMessage } from '@gamehall/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { ConfirmDialog, Paged, panelStyles } from '../../panel/index.ts';
import { useDeleteMessage } from '../api/delete-message.ts';
import { useMessages } from '../api/get-messages.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { messageText } from '../model/message-text.ts';
import styles from './mailbox.module.css';
import { MessageList } from './message-list.tsx';
import { MessageReader } from './message-reader.tsx';

/**
 * The mailbox's page: its messages (all, or the unread ones), mark all read, and one
 * message opened — which marks it read — with delete (asked first).
 */
export function Mailbox({ filter }: { filter: MailboxFilter }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  // The opened message as it was listed: marking it read may take it off an unread page.
  const [opened, setOpened] = useState<MailMessage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const messages = useMessages(filter, pageNo);
  const markRead = useMarkRead();
  const remove = useDeleteMessage();
  const failed = markRead.error ?? remove.error;

  const open = (message: MailMessage) => {
    setOpened(message);
    if (message.readAt === null) markRead.mutate({ id: message.id });
  };
  const confirmDelete = (message: MailMessage) =>
    remove.mutate(message.id, {
      onSuccess: () => setOpened(null),
      onSettled: () => setDeleting(false),
    });
  const unread = messages.data?.unread ?? 0;
  const lastPage = messages.data?.totalPages ?? 1;
  // A page emptied by a delete or by reading (unread filter): show the last one left.
  useEffect(() => {
    if (pageNo > lastPage) setPageNo(lastPage);
  }, [pageNo, lastPage]);

  return (
    <div className={styles.mailbox}>
      {failed && (
        <p role="alert" className={panelStyles.error}>
          {errorText(failed, t, 'site')}
        </p>
      )}
      {opened ? (
        <MessageReader
          message={opened}
          onBack={() => setOpened(null)}
          onDelete={() => setDeleting(true)}
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={panelStyles.hint}>{t('mb_unread_count', { count: unread })}</p>
            <button
              type="button"
              className={panelStyles.secondary}
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              {t('mb_mark_all')}
            </button>
          </div>
          <Paged query={messages} onPage={setPageNo} name={t('mb_list')}>
            {(list) =>
              list.length === 0 ? (
                <p className={panelStyles.hint}>
                  {t(filter === 'unread' ? 'mb_empty_unread' : 'mb_empty')}
                </p>
              ) : (
                <MessageList messages={list} onOpen={open} />
              )
            }
          </Paged>
        </>
      )}
      {opened && deleting && (
        <ConfirmDialog
          title={t('mb_delete_title')}
          body={t('mb_delete_body', { title: messageText(opened, t).title })}
          confirm={t('mb_delete')}
          cancel={t('mb_cancel')}
          busy={remove.isPending}
          onConfirm={() => confirmDelete(opened)}
          onCancel={() => setDeleting(false)}
        />
      )}
    </div>
  );
}
