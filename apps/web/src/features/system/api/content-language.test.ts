import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../../test/query-client.ts';
import { announcementsQuery } from './get-announcements.ts';
import { helpCenterQuery } from './get-help-center.ts';

const answer = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('brand content in the site’s language (issue 20)', () => {
  it('asks for the notices in the language shown, and keeps each language apart', async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        answer({ player: [], popup: [], promotion: [], home: [], banners: [] }),
      );
    const client = testQueryClient();
    await client.fetchQuery(announcementsQuery('CN'));
    await client.fetchQuery(announcementsQuery('ES'));
    const urls = fetched.mock.calls.map(([url]) => new URL(String(url), 'http://site'));
    expect(urls.map((u) => u.searchParams.get('language'))).toEqual(['CN', 'ES']);
    // The tab's cache of the index notice is per language: a switch never shows the old one.
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('cache:indexNotice'))).toEqual(
      expect.arrayContaining(['cache:indexNotice:CN', 'cache:indexNotice:ES']),
    );
    expect(announcementsQuery('CN').queryKey).not.toEqual(announcementsQuery('ES').queryKey);
  });

  it('asks for the help centre in the language shown', async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => answer({ categories: [] }));
    await testQueryClient().fetchQuery(helpCenterQuery('ES'));
    const url = new URL(String(fetched.mock.calls[0]?.[0]), 'http://site');
    expect([url.pathname, url.searchParams.get('language')]).toEqual([
      '/wps/system/helpCenter',
      'ES',
    ]);
  });
});
