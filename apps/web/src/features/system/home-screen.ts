import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../components/ui/index.ts';
import { announcementsQuery, homeBanners } from './api/get-announcements.ts';
import { imageUrl } from './image-url.ts';

/**
 * What /index (the home feature) paints first, asked for during boot rather than after
 * the first render (issue 20: first paint, decision 025): its banners and notices, then
 * the first banner's image, the page's largest paint. Kept apart from the home page's
 * chunk: a module both share would split the first load into many small files.
 */
export async function prefetchHomeScreen(client: QueryClient, language: string) {
  const first = homeBanners(await client.fetchQuery(announcementsQuery(language)))[0];
  if (first) preloadImage(imageUrl(first.imageUrl));
}
