import { IMAGE_HOST_META, withImageHost } from '@gamehall/contract';
import { queryClient } from '../../lib/query-client.ts';
import { statusQuery } from './api/get-status.ts';

/** The host the server's first screen drew its banner from, so the page asks for it once. */
function firstScreenHost(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${IMAGE_HOST_META}"]`)?.content;
}

/*
 * The status call picks a host at random each time; the first answer is kept for the
 * page's life, so a later status refresh does not move every image to another host
 * (and download it again).
 */
let pinned: string | undefined;

/**
 * A server image path (banners, vendor logos, category icons, payments, licences) on
 * the status's image CDN. Cheap enough for render: it reads the status the boot step
 * already cached and asks nothing of the server.
 */
export function imageUrl(path: string): string {
  pinned ??= firstScreenHost() ?? queryClient.getQueryData(statusQuery().queryKey)?.imageCDN;
  return withImageHost(path, pinned ?? '');
}

let pinnedLaunch: string | undefined;

/** A game address the launch gave (root-relative) on the status's launch CDN. */
export function launchUrl(path: string): string {
  pinnedLaunch ??= queryClient.getQueryData(statusQuery().queryKey)?.launchGameCDN;
  return withImageHost(path, pinnedLaunch ?? '');
}
