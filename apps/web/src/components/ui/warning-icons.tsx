import styles from './warning-dialog.module.css';

export type WarningIcon = 'warning' | 'error' | 'info' | 'success';

/** The glyph inside the circle; decorative, because the title carries the meaning. */
const glyphs: Record<WarningIcon, string> = {
  warning: 'M12 7v6m0 3.5v.5',
  error: 'M8.5 8.5l7 7m0-7l-7 7',
  info: 'M12 11v6m0-9.5v.5',
  success: 'M7.5 12.5l3 3 6-6.5',
};

export function WarningGlyph({ icon }: { icon: WarningIcon }) {
  return (
    <svg
      className={`${styles.icon} ${styles[icon] ?? ''}`}
      viewBox="0 0 24 24"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d={glyphs[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
