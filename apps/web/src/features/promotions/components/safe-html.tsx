import DOMPurify from 'dompurify';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';

interface Props {
  html: string;
  className?: string;
  id?: string;
}

/**
 * Operator-written HTML (announcements, help articles) shown after DOMPurify: scripts,
 * event handlers and javascript: links are removed, formatting and images stay.
 * Links to the site's own pages (/help#terms) move within the app instead of
 * reloading it.
 */
export function SafeHtml({ html, className, id }: Props) {
  const navigate = useNavigate();
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  return (
    // Only links inside react to the click, and a link's Enter key fires it too.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      id={id}
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
