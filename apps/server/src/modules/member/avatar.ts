import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { memberAvatars } from '../../db/schema/member.ts';
import { AppError } from '../../lib/app-error.ts';

const MAX_BYTES = 512 * 1024;
const DATA_URL = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** Public path of a custom avatar; ?v= changes with each upload so caches refresh. */
export const customAvatarUrl = (memberId: number, at: Date) =>
  `/wps/member/avatar/${memberId}?v=${at.getTime()}`;

/**
 * A custom avatar upload: a PNG or JPEG data URL. The type is decided by the bytes
 * themselves, never by the declared one, so nothing else is ever served as an image.
 */
export function parseAvatarImage(dataUrl: string): { mime: string; data: Buffer } {
  const match = DATA_URL.exec(dataUrl);
  const invalid = () => new AppError('VALIDATION_FAILED', 'image: PNG or JPEG, at most 512 KB');
  if (!match?.[2]) throw invalid();
  const data = Buffer.from(match[2], 'base64');
  if (data.length === 0 || data.length > MAX_BYTES) throw invalid();
  const png = data
    .subarray(0, 8)
    .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  if (!png && !jpeg) throw invalid();
  return { mime: png ? 'image/png' : 'image/jpeg', data };
}

export async function saveAvatar(
  q: Queryable,
  memberId: number,
  mime: string,
  data: Buffer,
  at: Date,
) {
  const row = { memberId, mime, data: data.toString('base64'), updatedAt: at };
  await q
    .insert(memberAvatars)
    .values(row)
    .onConflictDoUpdate({
      target: memberAvatars.memberId,
      set: { mime, data: row.data, updatedAt: at },
    });
}

export async function readAvatar(q: Queryable, memberId: number) {
  const [row] = await q
    .select()
    .from(memberAvatars)
    .where(eq(memberAvatars.memberId, memberId))
    .limit(1);
  return row ? { mime: row.mime, data: Buffer.from(row.data, 'base64') } : null;
}
