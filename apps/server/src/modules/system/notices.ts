import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { contentOrder, localized } from '../../lib/localized.ts';
import type { SettingsSnapshot } from '../../settings/store.ts';
import * as repo from './repo.ts';

/** The notices for agents (AG), in the language asked for, else the brand's order. */
export async function agentNotices(
  q: Queryable,
  language: string | undefined,
  snap: SettingsSnapshot,
  now: Date,
) {
  const order = contentOrder(snap.settings.site, language);
  const rows = await repo.activeNotices(q, ['AG'], now);
  return rows.map((n) => ({
    id: n.id,
    type: 'AG' as const,
    ...localized({ title: n.title, content: n.content }, n.translations, order),
    createdAt: n.createdAt.toISOString(),
  }));
}

/** The operator publishes a notice of any type (AG: the agent centre's). */
export async function publishNotice(
  q: Queryable,
  body: {
    type: string;
    text: { title: string; content: string };
    translations: Record<string, { title: string; content: string }>;
    startsAt?: string;
    endsAt?: string;
  },
) {
  if (body.startsAt && body.endsAt && body.endsAt <= body.startsAt) {
    throw new AppError('VALIDATION_FAILED', 'A notice ends after it starts');
  }
  return repo.insertNotice(q, {
    ...body,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
  });
}
