import { getAnnouncements, getHelpCenter } from '@gamehall/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { announcementsQuery } from './get-announcements.ts';
import { helpCenterQuery } from './get-help-center.ts';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('brand content in the site’s language (issue 20)', () => {
  it('asks for the notices in the language shown, and keeps each language apart', async () => {
    const site = fakeServer(
      answer(getAnnouncements, { player: [], popup: [], promotion: [], home: [], banners: [] }),
    );
    const client = testQueryClient();
    await client.fetchQuery(announcementsQuery('CN'));
    await client.fetchQuery(announcementsQuery('ES'));
    const asked = site.requests(getAnnouncements).map((r) => r.query.get('language'));
    expect(asked).toEqual(['CN', 'ES']);
    // The tab's cache of the index notice is per language: a switch never shows the old one.
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('cache:indexNotice'))).toEqual(
      expect.arrayContaining(['cache:indexNotice:CN', 'cache:indexNotice:ES']),
    );
    expect(announcementsQuery('CN').queryKey).not.toEqual(announcementsQuery('ES').queryKey);
  });

  it('asks for the help centre in the language shown', async () => {
    const site = fakeServer(answer(getHelpCenter, { categories: [] }));
    await testQueryClient().fetchQuery(helpCenterQuery('ES'));
    expect(site.requests(getHelpCenter).map((r) => r.query.get('language'))).toEqual(['ES']);
  });
});
