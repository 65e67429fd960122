import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema/captcha.ts';
import type { CaptchaService } from '../../lib/platform-types.ts';
import { drawCaptcha, randomAnswer } from './draw.ts';

const TTL_MS = 2 * 60_000;
/** Answers are 4 characters; anything much longer is junk, refused without a query. */
const MAX_ANSWER = 16;

export function captchaService(db: Db): CaptchaService {
  return {
    async issue(key) {
      const answer = randomAnswer();
      const png = drawCaptcha(answer);
      const expiresAt = new Date(Date.now() + TTL_MS);
      await db
        .insert(captchas)
        .values({ key, answer, expiresAt })
        .onConflictDoUpdate({ target: captchas.key, set: { answer, expiresAt } });
      return png.toString('base64');
    },
    async verify(key, answer) {
      if (!key || !answer || answer.length > MAX_ANSWER) {
        // Still burn the captcha of that key: a blank try must not keep it alive for guessing.
        if (key) await db.delete(captchas).where(eq(captchas.key, key));
        return false;
      }
      // Read and delete in one statement: any try, right or wrong, uses the captcha up,
      // and two parallel tries cannot both see it.
      const [row] = await db
        .delete(captchas)
        .where(eq(captchas.key, key))
        .returning({ answer: captchas.answer, live: sql<boolean>`${captchas.expiresAt} > now()` });
      return !!row?.live && row.answer === answer.trim().toUpperCase();
    },
  };
}

/** The answer of a live captcha, for the development-only operator peek (see ops routes). */
export async function peekCaptcha(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(sql`${captchas.key} = ${key} and ${captchas.expiresAt} > now()`);
  return row?.answer ?? null;
}
