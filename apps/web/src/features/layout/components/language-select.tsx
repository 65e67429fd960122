import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstScreenPainted } from '../../../lib/first-screen.ts';
import { changeLanguage, findLanguage, languages } from '../../../lib/i18n/index.ts';
import { useDismiss } from '../hooks/use-dismiss.ts';
import { flagUrl } from '../model/flags.ts';
import { Icon } from './icons.tsx';
import styles from './language-select.module.css';

/** A language's flag: decoration, fetched once the first screen has painted (decision 025). */
function Flag({ country }: { country: string }) {
  const src = flagUrl(country);
  const painted = useFirstScreenPainted();
  if (!src) return null;
  return (
    <img
      className={styles.flag}
      src={painted ? src : undefined}
      alt=""
      width={20}
      height={15}
      loading="lazy"
    />
  );
}

/**
 * Product §2/§4 language selector: a button opening a listbox of every interface
 * language by its own name, current one selected; arrows, Home/End, Enter/Space and
 * Escape as in the listbox pattern; an outside click closes it.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const currentId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const current = findLanguage(i18n.language) ?? languages[0];

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);
  useDismiss(
    rootRef,
    open,
    useCallback((reason) => close(reason === 'escape'), [close]),
  );

  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }, [open]);

  const choose = (code: string) => {
    close(true);
    if (code !== current?.code) void changeLanguage(code);
  };

  const onOptionKey = (e: KeyboardEvent<HTMLElement>, code: string) => {
    if (e.key === 'Tab') return close(false);
    const options = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const at = options.indexOf(e.currentTarget);
    const last = options.length - 1;
    const target: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: last,
    };
    const to = target[e.key];
    if (to === undefined && !['Enter', ' ', 'Escape'].includes(e.key)) return;
    // Escape here must not also close the drawer around us; keys must not scroll.
    e.preventDefault();
    e.stopPropagation();
    if (to !== undefined) options[Math.max(0, Math.min(last, to))]?.focus();
    else if (e.key === 'Escape') close(true);
    else choose(code);
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={t('language_select')}
        aria-describedby={currentId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="globe" />
        <span className={styles.label}>{t('language_select')}</span>
        {current && (
          <span id={currentId} className={styles.current} lang={current.htmlLang}>
            <Flag country={current.flag} />
            {current.name}
          </span>
        )}
      </button>
      {open && (
        <div
          id={listId}
          ref={listRef}
          role="listbox"
          aria-label={t('language_select')}
          className={styles.list}
        >
          {languages.map((lang) => {
            const selected = lang.code === current?.code;
            return (
              <div
                key={lang.code}
                role="option"
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                lang={lang.htmlLang}
                dir={lang.dir}
                className={styles.option}
                onClick={() => choose(lang.code)}
                onKeyDown={(e) => onOptionKey(e, lang.code)}
              >
                <Flag country={lang.flag} />
                {lang.name}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
