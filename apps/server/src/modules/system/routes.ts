import {
  getAnnouncements,
  getCountries,
  getCustomerService,
  getDomainRoute,
  getGameMenus,
  getHelpCenter,
  getRegisterSettings,
  getResources,
  getSiteConfig,
  getStatus,
  getWhitelabel,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../lib/define-routes.ts';
import { brandCountries } from '../../settings/countries.ts';
import { registerRules } from '../../settings/register-rules.ts';
import * as service from './service.ts';

/** The system calls of product §7; rules live in service.ts, settings in the store. */
export async function systemRoutes(app: FastifyInstance) {
  const snap = () => app.settings.get();
  const db = app.database.db;

  // Status is the benchmarked hot path (≥ 0.5× a bare hello-world): its answer is built
  // by typed code from validated settings, so it skips the zod re-check on the way out.
  handle(app, getStatus, async ({ req }) => service.status(await snap(), req.ip, Date.now()), {
    hotPath: true,
  });
  handle(app, getWhitelabel, async () => (await snap()).settings.whitelabel);
  handle(app, getRegisterSettings, async ({ query }) => registerRules(await snap(), query.type));
  handle(app, getDomainRoute, async () => ({
    list: (await snap()).settings.domains.map((d) => ({ domain: d.domain, speed: 0 })),
  }));
  handle(app, getAnnouncements, async ({ query }) =>
    service.announcements(db, query, await snap(), new Date()),
  );
  handle(app, getHelpCenter, async ({ query }) =>
    service.helpCenter(db, query.language, await snap()),
  );
  handle(app, getResources, async () => (await snap()).settings.resources);
  handle(app, getCustomerService, async () => {
    const { entries, pathList } = (await snap()).settings.customerService;
    return { entries, version: { pathList } };
  });
  handle(app, getCountries, async () =>
    brandCountries((await snap()).settings.accounts.dialingCountries),
  );
  handle(app, getGameMenus, async () => service.gameMenus(db, await snap()));
  handle(app, getSiteConfig, async () => (await snap()).settings.site);
}
