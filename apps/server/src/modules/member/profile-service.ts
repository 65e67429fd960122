import {
  type BodyOf,
  type MemberInfo,
  SocialField,
  type updateMemberIcon,
  type updateProfile,
  type ValueOf,
} from '@gamehall/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/member.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Client } from '../../lib/client.ts';
import { audit, recentAuthEvents } from '../session/index.ts';
import { customAvatarUrl, parseAvatarImage, saveAvatar } from './avatar.ts';
import { STATIC_AVATARS, toMemberInfo } from './info.ts';
import { findMemberById, type MemberRow, updateMember } from './repo.ts';

export async function loadMember(app: FastifyInstance, id: number): Promise<MemberRow> {
  const row = await findMemberById(app.database.db, id);
  if (!row) throw new AppError('UNAUTHORIZED', 'You are not logged in, please login');
  return row;
}

export async function memberInfo(app: FastifyInstance, row: MemberRow): Promise<MemberInfo> {
  return toMemberInfo(row, (await app.settings.get()).settings);
}

export async function updateIcon(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof updateMemberIcon>,
  client: Client,
): Promise<ValueOf<typeof updateMemberIcon>> {
  if (body.avatarType === 'STATIC') {
    if (!STATIC_AVATARS.includes(body.avatar)) {
      throw new AppError('VALIDATION_FAILED', 'avatar: not one of the offered avatars');
    }
    await updateMember(app.database.db, memberId, { avatar: body.avatar, avatarType: 'STATIC' });
    await audit(app, client, 'avatar_changed', memberId, { avatarType: 'STATIC' });
    return { avatar: body.avatar, avatarType: 'STATIC' };
  }
  const image = parseAvatarImage(body.image);
  const now = new Date();
  const avatar = customAvatarUrl(memberId, now);
  await app.database.db.transaction(async (tx) => {
    await saveAvatar(tx, memberId, image.mime, image.data, now);
    await updateMember(tx, memberId, { avatar, avatarType: 'CUSTOM' });
  });
  await audit(app, client, 'avatar_changed', memberId, { avatarType: 'CUSTOM' });
  return { avatar, avatarType: 'CUSTOM' };
}

/**
 * Nickname, and social accounts that are set once (product §4: binding a social account
 * cannot be undone or changed). One guarded update, so two racing requests cannot
 * both bind the same social.
 */
export async function updateMemberProfile(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof updateProfile>,
  client: Client,
): Promise<MemberInfo> {
  const bind = Object.fromEntries(
    SocialField.options.flatMap((f) => (body[f] ? [[f, body[f].trim()]] : [])),
  );
  const fields = Object.keys(bind);
  const nickname = body.nickname?.trim();
  const set = {
    ...(nickname ? { nickname } : {}),
    ...(fields.length
      ? { profile: sql`${members.profile} || ${JSON.stringify(bind)}::jsonb` }
      : {}),
  };
  if (Object.keys(set).length > 0) {
    const unbound = fields.map((f) => isNull(sql`${members.profile} ->> ${f}`));
    const [row] = await app.database.db
      .update(members)
      .set(set)
      .where(and(eq(members.id, memberId), ...unbound))
      .returning({ id: members.id });
    if (!row) {
      throw new AppError('ALREADY_BOUND', 'A bound social account cannot be undone or changed');
    }
    if (fields.length) await audit(app, client, 'bind_social', memberId, { fields });
  }
  return memberInfo(app, await loadMember(app, memberId));
}

export async function securityLog(app: FastifyInstance, memberId: number) {
  const rows = await recentAuthEvents(app.database.db, memberId, 20);
  return {
    list: rows.map((r) => ({
      event: r.event,
      at: r.at.toISOString(),
      ip: r.ip,
      userAgent: r.userAgent,
    })),
  };
}
