import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client.ts';
import {
  announcements,
  banners,
  helpArticles,
  helpCategories,
  settings,
} from '../db/schema/index.ts';
import { importCatalogue, syncVendorSecrets } from '../modules/games/index.ts';
import { type SettingKey, settingKeys } from '../settings/schema.ts';
import { seedDemoAccounts } from './accounts.ts';
import { seedAgentDemo } from './agent-demo.ts';
import { readBrandFile } from './brand-file.ts';
import { demoFeed } from './games.ts';
import { helpSeeds } from './help.ts';
import { type HelpTexts, helpTranslations } from './help-translations.ts';
import { seedMall } from './mall.ts';
import { seedMissions } from './missions.ts';
import { bannerSeeds, noticeSeeds } from './notices.ts';
import { seedPromotions } from './promotions.ts';

/** Any fixed number: instances starting together seed one after the other, never twice. */
const SEED_LOCK = 7_240_031;
/** Marks the demo data as written, so an operator who empties a table is not refilled. */
const DEMO_MARKER = '_seed';

export interface SeedResult {
  settingsAdded: SettingKey[];
  demoSeeded: boolean;
}

/**
 * First-start seeding, idempotent: settings missing from the table are copied from
 * brand.json (after that the database is the source of truth), and the demo catalogue
 * and content are written once (with `agents`, the demo agent tree and its 30 days too).
 */
export async function seedDatabase(
  db: Db,
  brandFile: string,
  { agents = false }: { agents?: boolean } = {},
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const present = new Set(
      (await tx.select({ key: settings.key }).from(settings)).map((r) => r.key),
    );

    const missing = settingKeys.filter((k) => !present.has(k));
    if (missing.length > 0) {
      const brand = readBrandFile(brandFile);
      await tx.insert(settings).values(missing.map((key) => ({ key, value: brand[key] })));
    }

    const demoSeeded = !present.has(DEMO_MARKER);
    if (demoSeeded) {
      await seedDemo(tx, new Date(), agents);
      await tx.insert(settings).values({ key: DEMO_MARKER, value: { demo: 1 } });
    }
    return { settingsAdded: missing, demoSeeded };
  });
}

async function seedDemo(tx: Tx, now: Date, agents: boolean) {
  await importCatalogue(tx, demoFeed());

  await tx.insert(banners).values(bannerSeeds);
  // The artwork path carries the id, known only after the insert.
  await tx.execute(
    sql`update ${banners} set image_url = '/media/banner/' || id || '.svg' where image_url = ''`,
  );
  await tx.insert(announcements).values(noticeSeeds(now));
  await seedMall(tx);
  await seedPromotions(tx, now);
  await seedMissions(tx);
  const password = await seedDemoAccounts(tx);
  if (agents) await seedAgentDemo(tx, password, now);

  // English is the text as first written; it goes in the translations too, so asking for
  // English gets English before the brand's fallback order (ES) is tried.
  const languages = Object.entries(helpTranslations);
  const translated = <T>(pick: (texts: HelpTexts) => T | undefined) =>
    Object.fromEntries(
      languages.flatMap(([lang, texts]) => {
        const text = pick(texts);
        return text === undefined ? [] : [[lang, text]];
      }),
    );
  for (const [i, cat] of helpSeeds.entries()) {
    const [row] = await tx
      .insert(helpCategories)
      .values({
        code: cat.code,
        title: cat.title,
        sort: i + 1,
        translations: {
          EN: { title: cat.title },
          ...translated((texts) => {
            const title = texts.categories[cat.code];
            return title === undefined ? undefined : { title };
          }),
        },
      })
      .returning({ id: helpCategories.id });
    if (!row) throw new Error('help category insert returned nothing');
    await tx.insert(helpArticles).values(
      cat.articles.map((a, j) => ({
        ...a,
        categoryId: row.id,
        sort: j + 1,
        translations: {
          EN: { title: a.title, content: a.content },
          ...translated((texts) => texts.articles[a.code]),
        },
      })),
    );
  }
}

/** Runs the seed while the app is built, so main and every app.inject test see data. */
export default fp(
  async (app) => {
    const result = await seedDatabase(app.database.db, app.config.brandFile, {
      agents: app.config.demoAgents,
    });
    if (result.settingsAdded.length > 0 || result.demoSeeded) {
      app.log.info(result, 'seeded the database');
    }
    const keys = await syncVendorSecrets(app.database.db);
    if (keys.added + keys.removed > 0) app.log.info(keys, 'synced vendor wallet secrets');
  },
  { name: 'seed' },
);
