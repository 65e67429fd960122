import type { DOMPurify } from 'dompurify';
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';

export interface SafeHtmlProps {
  /** Operator or server HTML; only its sanitised form ever reaches the page. */
  html: string;
  className?: string;
  id?: string;
}

/** Turns untrusted HTML into markup that cannot run code. */
export interface Sanitiser {
  sanitize(html: string): string;
}

/*
 * Browsers with the HTML Sanitizer API (Element.setHTML, safe by default: no scripts,
 * event handlers or javascript: URLs) sanitise with nothing to download. Elsewhere
 * DOMPurify (~11 KB gzip, which most visits never need) arrives on the first HTML
 * shown: one promise for everyone, and a failed download is forgotten so the next HTML
 * tries again.
 */
type WithSetHtml = Element & { setHTML?: (html: string) => void };

function nativeSanitiser(): Sanitiser | undefined {
  if (typeof Element === 'undefined') return undefined;
  if (typeof (Element.prototype as WithSetHtml).setHTML !== 'function') return undefined;
  return {
    sanitize(html) {
      const box = document.createElement('div') as WithSetHtml;
      box.setHTML?.(html);
      return box.innerHTML;
    },
  };
}

let loaded: Sanitiser | undefined = nativeSanitiser();
let purifier: Promise<Sanitiser> | undefined = loaded ? Promise.resolve(loaded) : undefined;

export function loadPurifier(): Promise<Sanitiser> {
  purifier ??= import('dompurify').then(
    ({ default: purify }: { default: DOMPurify }) => {
      loaded = { sanitize: (html) => purify.sanitize(html, { USE_PROFILES: { html: true } }) };
      return loaded;
    },
    (error: unknown) => {
      purifier = undefined;
      throw error;
    },
  );
  return purifier;
}

/**
 * True once SafeHtml shows its markup (at once when the sanitiser is already here). A
 * page that scrolls to an anchor waits for it, or the bodies above would grow after.
 */
export function useSafeHtmlReady(): boolean {
  const [ready, setReady] = useState(() => loaded !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadPurifier().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** Paths the server answers itself (files, API, docs): a plain link, not a route. */
const serverPath = /^\/(?:media|wps|lgw|lotto|docs)(?:\/|$)/;

/** The sanitised markup: empty until DOMPurify is here, never the raw input. */
function useSanitised(html: string): string | null {
  // Kept in a box so useState never mistakes it for an updater function.
  const [purify, setPurify] = useState<{ current: Sanitiser } | null>(() =>
    loaded ? { current: loaded } : null,
  );
  useEffect(() => {
    if (purify || !html) return;
    let live = true;
    loadPurifier().then(
      (current) => live && setPurify({ current }),
      // Left as the empty placeholder; the next mount loads again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [purify, html]);
  return useMemo(() => {
    if (!html) return '';
    return purify ? purify.current.sanitize(html) : null;
  }, [purify, html]);
}

/**
 * Operator-written HTML (announcements, notices, help articles, warnings) shown after
 * sanitising: scripts, event handlers and javascript: links are removed, formatting and
 * images stay. Inside a router, links to the site's own pages (/help#terms) move within
 * the app instead of reloading it.
 */
export function SafeHtml(props: SafeHtmlProps) {
  // Whether there is a router never changes for a mounted component.
  return useInRouterContext() ? <RoutedHtml {...props} /> : <HtmlBlock {...props} />;
}

function RoutedHtml(props: SafeHtmlProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || serverPath.test(url.pathname)) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  return <HtmlBlock {...props} onClick={onClick} />;
}

function HtmlBlock({
  html,
  className,
  id,
  onClick,
}: SafeHtmlProps & { onClick?: (event: MouseEvent<HTMLDivElement>) => void }) {
  const clean = useSanitised(html);
  if (clean === null) {
    // The same box, empty, so the layout holds while the sanitiser arrives.
    return <div id={id} className={className} aria-busy="true" />;
  }
  return (
    // Only links inside react to the click, and a link's Enter key fires it too.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      id={id}
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
