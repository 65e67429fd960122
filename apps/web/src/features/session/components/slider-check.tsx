import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { clampSlider, randomGap, SLIDER_MAX, sliderKey, sliderPasses } from '../model/slider.ts';
import styles from './slider-check.module.css';

export interface SliderCheckProps {
  /** Told each time the check passes or fails; remount (a new key) to start over. */
  onChange: (passed: boolean) => void;
  /** Where the gap is; random by default (tests pin it). */
  gap?: number;
}

/**
 * Product §4 slider puzzle: drag the piece (pointer) or move it (arrow keys, Page Up/Down,
 * Home/End) into the gap. A pointer release away from the gap sends the piece back;
 * once inside the gap the check passes and locks.
 */
export function SliderCheck({ onChange, gap: fixedGap }: SliderCheckProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [gap] = useState(() => fixedGap ?? randomGap());
  const [value, setValue] = useState(0);
  const [passed, setPassed] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; from: number } | null>(null);

  const settle = (next: number, release: boolean) => {
    if (sliderPasses(next, gap)) {
      setValue(gap);
      setPassed(true);
      onChange(true);
    } else {
      setValue(release ? 0 : next);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (passed) return;
    const next = sliderKey(event.key, value);
    if (next === null) return;
    event.preventDefault();
    settle(next, false);
  };

  const toValue = (event: PointerEvent) => {
    const track = trackRef.current?.getBoundingClientRect();
    const start = drag.current;
    if (!track || !start || track.width === 0) return start?.from ?? value;
    // The piece (44 px, see the CSS) travels the track less its own width.
    const travel = Math.max(1, track.width - 44);
    return clampSlider(start.from + ((event.clientX - start.x) / travel) * SLIDER_MAX);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (passed) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, from: value };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current) setValue(toValue(event));
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!drag.current) return;
    const next = toValue(event);
    drag.current = null;
    settle(next, true);
  };

  const position = (v: number) => ({ '--pos': v / SLIDER_MAX }) as CSSProperties;
  return (
    <div className={styles.slider}>
      <p id={hintId} className={passed ? styles.done : styles.hint} aria-live="polite">
        {passed ? t('auth_slider_done') : t('auth_slider_hint', { gap })}
      </p>
      <div ref={trackRef} className={styles.track}>
        <div className={styles.gap} style={position(gap)} aria-hidden="true" />
        <div
          role="slider"
          tabIndex={passed ? -1 : 0}
          aria-label={t('auth_slider')}
          aria-valuemin={0}
          aria-valuemax={SLIDER_MAX}
          aria-valuenow={value}
          aria-describedby={hintId}
          aria-disabled={passed || undefined}
          className={passed ? `${styles.piece} ${styles.pieceDone}` : styles.piece}
          style={position(value)}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d={passed ? 'M5 12l5 5 9-10' : 'M9 6l6 6-6 6'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </div>
      </div>
    </div>
  );
}
