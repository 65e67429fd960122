import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/error-text.ts';
import { type CodeSent, type CountdownFrom, countdownSeconds } from '../model/countdown.ts';
import { CaptchaPrompt, type CodeCaptcha } from './captcha-prompt.tsx';
import styles from './forms.module.css';

const SEND_THROTTLE_MS = 1000;

/** Opens the captcha prompt; settles with the answer, or rejects when it is closed. */
export type AskCaptcha = () => Promise<CodeCaptcha>;

/** The person closed the captcha prompt: no code, and nothing to warn about. */
class PromptClosed extends Error {}

export interface CodeButtonProps {
  /**
   * Asks for the code; a rejection's message is shown in a warning (product §8). A code to a
   * phone without a session first asks the person for a captcha with `askCaptcha`.
   */
  send: (askCaptcha: AskCaptcha) => Promise<CodeSent>;
  disabled?: boolean;
  /** 'expiry' (default): 60 s × expiredMinutes; 'resendAt': until the server's resendAt. */
  countdownFrom?: CountdownFrom;
  className?: string;
}

/**
 * Sends an SMS or e-mail code, then counts down (product §4/§9) and stays disabled until
 * zero. One request at a time, so a double click never sends twice.
 */
export function CodeButton({ send, disabled, countdownFrom, className }: CodeButtonProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  const live = useRef(true);
  const lastPress = useRef(0);
  const [prompt, setPrompt] = useState<{
    answer: (a: CodeCaptcha) => void;
    close: () => void;
  } | null>(null);

  const askCaptcha: AskCaptcha = () =>
    new Promise((resolve, reject) => {
      setPrompt({
        answer: (a) => {
          setPrompt(null);
          resolve(a);
        },
        close: () => {
          setPrompt(null);
          reject(new PromptClosed());
        },
      });
    });

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setEndsAt(null);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const onClick = async () => {
    // Product §5: SMS requests at most once a second, even after a refusal.
    if (sending || left > 0 || Date.now() - lastPress.current < SEND_THROTTLE_MS) return;
    lastPress.current = Date.now();
    setSending(true);
    try {
      const sent = await send(askCaptcha);
      if (!live.current) return;
      const seconds = countdownSeconds(sent, countdownFrom);
      if (seconds > 0) {
        setLeft(seconds);
        setEndsAt(Date.now() + seconds * 1000);
      }
    } catch (err) {
      if (err instanceof PromptClosed || !live.current) return;
      showWarning({
        icon: 'error',
        title: errorText(err, t, 'site'),
        buttons: [{ label: t('in_increase_submit') }],
      });
    } finally {
      if (live.current) setSending(false);
    }
  };

  const counting = left > 0;
  return (
    <>
      <button
        type="button"
        className={`${styles.codeButton} ${className ?? ''}`}
        disabled={disabled || sending || counting}
        aria-busy={sending || undefined}
        onClick={onClick}
      >
        {counting ? t('auth_resend_in', { seconds: left }) : t('auth_send_code')}
      </button>
      {prompt && <CaptchaPrompt onAnswer={prompt.answer} onClose={prompt.close} />}
    </>
  );
}
