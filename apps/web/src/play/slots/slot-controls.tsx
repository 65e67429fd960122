import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { AutoplayPanel } from './autoplay-panel.tsx';
import styles from './controls.module.css';
import type { SlotPrefs } from './prefs.ts';
import type { AutoplayRules } from './use-autoplay.ts';

// The toggles' pictures: the buttons carry their names, so these are decoration.
const ICONS = {
  soundOn: 'M4 9h4l5-4v14l-5-4H4zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12',
  soundOff: 'M4 9h4l5-4v14l-5-4H4zM16 9l6 6M22 9l-6 6',
  turbo: 'M13 2 5 14h6l-1 8 8-12h-6z',
  autoplay: 'M20 11a8 8 0 0 0-14.6-4.5M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5M20 20v-4h-4',
};

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/**
 * The row under the reels: the bet, Spin (Stop while autoplay runs), and the sound, turbo
 * and autoplay switches as compact buttons, so a phone shows the whole row at once.
 */
export function SlotControls({
  betLevels,
  bet,
  onBet,
  currency,
  busy,
  canSpin,
  onSpin,
  autoplay,
  prefs,
  onPrefs,
  onSoundOn,
}: {
  betLevels: readonly number[];
  bet: number;
  onBet: (bet: number) => void;
  currency: string;
  /** A spin is in flight or the reels still move. */
  busy: boolean;
  canSpin: boolean;
  onSpin: () => void;
  autoplay: {
    running: boolean;
    left: number;
    canStart: boolean;
    start: (rules: AutoplayRules) => void;
    stop: () => void;
  };
  prefs: SlotPrefs;
  onPrefs: (change: Partial<SlotPrefs>) => void;
  /** Inside the click that turns sound on: browsers allow audio to start from a gesture. */
  onSoundOn: () => void;
}) {
  const { t } = useTranslation();
  const betId = useId();
  const panelId = useId();
  const [settings, setSettings] = useState(false);

  return (
    <div className={styles.controls}>
      <div className={styles.row}>
        <div className={styles.bet}>
          <label htmlFor={betId} className={styles.caption}>
            {t('play_bet')}
          </label>
          <select
            id={betId}
            className={styles.select}
            value={String(bet)}
            onChange={(event) => onBet(Number(event.target.value))}
            disabled={busy || autoplay.running}
          >
            {betLevels.map((level) => (
              <option key={level} value={String(level)}>
                {moneyText(level, currency)}
              </option>
            ))}
          </select>
        </div>
        {autoplay.running ? (
          <button type="button" className={`${styles.spin} ${styles.stop}`} onClick={autoplay.stop}>
            <span>{t('play_slot_autoplay_stop')}</span>
            <span className={styles.left}>
              {t('play_slot_autoplay_left', { n: autoplay.left })}
            </span>
          </button>
        ) : (
          <button type="button" className={styles.spin} onClick={onSpin} disabled={!canSpin}>
            {busy ? t('play_spinning') : t('play_spin')}
          </button>
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={prefs.sound}
          aria-label={t('play_slot_sound')}
          title={t('play_slot_sound')}
          onClick={() => {
            if (!prefs.sound) onSoundOn();
            onPrefs({ sound: !prefs.sound });
          }}
        >
          <Icon d={prefs.sound ? ICONS.soundOn : ICONS.soundOff} />
        </button>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={prefs.turbo}
          aria-label={t('play_slot_turbo')}
          title={t('play_slot_turbo')}
          onClick={() => onPrefs({ turbo: !prefs.turbo })}
        >
          <Icon d={ICONS.turbo} />
        </button>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={settings}
          aria-controls={panelId}
          aria-label={t('play_slot_autoplay')}
          title={t('play_slot_autoplay')}
          onClick={() => setSettings((open) => !open)}
        >
          <Icon d={ICONS.autoplay} />
        </button>
      </div>
      {settings && (
        <AutoplayPanel
          id={panelId}
          currency={currency}
          canStart={autoplay.canStart}
          onStart={(rules) => {
            setSettings(false);
            autoplay.start(rules);
          }}
        />
      )}
    </div>
  );
}
