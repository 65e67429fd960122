import type { MailMessage } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../../panel/index.ts';
import { messageText } from '../model/message-text.ts';
import styles from './mailbox.module.css';

export interface MessageListProps {
  messages: MailMessage[];
  onOpen: (message: MailMessage) => void;
}

/** A page of messages, newest first; an unread one is marked (bold, a "New" tag). */
export function MessageList({ messages, onOpen }: MessageListProps) {
  const { t } = useTranslation();
  const time = useBrandTime();
  return (
    <ul className={styles.list} aria-label={t('mb_list')}>
      {messages.map((message) => {
        const unread = message.readAt === null;
        return (
          <li key={message.id}>
            <button
              type="button"
              className={styles.item}
              data-unread={unread ? '' : undefined}
              onClick={() => onOpen(message)}
            >
              {unread && <span className={styles.new}>{t('mb_new')}</span>}
              <span className={styles.itemTitle}>{messageText(message, t).title}</span>
              <time className={styles.itemTime} dateTime={message.createdAt}>
                {time(message.createdAt)}
              </time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
