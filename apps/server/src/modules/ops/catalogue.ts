import { opsImportCatalogue } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../lib/define-routes.ts';
import { importCatalogue } from '../games/index.ts';

/** A feed of ~10,000 games is about 2.5 MB of JSON; room for a few such vendors. */
const FEED_BODY_LIMIT = 32 * 1024 * 1024;

/** The operator's catalogue calls; registered inside the ops plugin (key check and audit). */
export function catalogueOps(app: FastifyInstance) {
  handle(
    app,
    opsImportCatalogue,
    ({ body }) => app.database.db.transaction((tx) => importCatalogue(tx, body)),
    { bodyLimit: FEED_BODY_LIMIT },
  );
}
