import { queryClient } from '../../lib/query-client.ts';
import { statusQuery } from './api/get-status.ts';

const absolute = /^https?:\/\//i;

/**
 * `path` on the image host `cdn`: an http(s) origin or a path prefix ('/cdn') goes in
 * front of a root-relative path ('/media/…'); '' or '/' (this server), anything else,
 * and paths that are already absolute (https:, data:, //host) leave `path` as it is.
 */
export function withImageHost(path: string, cdn: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const base = cdn.trim().replace(/\/+$/, '');
  const prefix = absolute.test(base) || (base.startsWith('/') && !base.startsWith('//'));
  return prefix ? base + path : path;
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
  pinned ??= queryClient.getQueryData(statusQuery().queryKey)?.imageCDN;
  return withImageHost(path, pinned ?? '');
}

let pinnedLaunch: string | undefined;

/** A game address the launch gave (root-relative) on the status's launch CDN. */
export function launchUrl(path: string): string {
  pinnedLaunch ??= queryClient.getQueryData(statusQuery().queryKey)?.launchGameCDN;
  return withImageHost(path, pinnedLaunch ?? '');
}
