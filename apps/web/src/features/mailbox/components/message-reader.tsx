import type { MailMessage } from '@gamehall/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { panelStyles, useBrandTime } from '../../panel/index.ts';
import { messageText } from '../model/message-text.ts';
import styles from './mailbox.module.css';

export interface MessageReaderProps {
  message: MailMessage;
  onBack: () => void;
  onDelete: () => void;
}

/**
 * One message, opened. The operator's body is plain text: React writes it as text (line
 * breaks kept by CSS), so markup in it shows as typed and never runs.
 */
export function MessageReader({ message, onBack, onDelete }: MessageReaderProps) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const headingId = useId();
  const { title, body } = messageText(message, t);
  return (
    <article className={styles.reader} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <button type="button" className={panelStyles.secondary} onClick={onBack}>
          {t('mb_back')}
        </button>
        <button type="button" className={panelStyles.secondary} onClick={onDelete}>
          {t('mb_delete')}
        </button>
      </div>
      <h4 id={headingId} className={styles.readerTitle}>
        {title}
      </h4>
      <p className={styles.meta}>
        {t(`mb_from_${message.kind}`)} ·{' '}
        <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
      </p>
      <p className={styles.body}>{body}</p>
    </article>
  );
}
