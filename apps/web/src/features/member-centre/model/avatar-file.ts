/** What updateMemberIcon accepts for a CUSTOM avatar (the server checks again, by the bytes). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
export const AVATAR_MAX_BYTES = 512 * 1024;

export type AvatarFileProblem = 'mc_avatar_type' | 'mc_avatar_size';

/** The i18n key of why `file` cannot be an avatar, or null when it can. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): AvatarFileProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'mc_avatar_type';
  if (file.size > AVATAR_MAX_BYTES) return 'mc_avatar_size';
  return null;
}

/** The file as a data URL, the form the upload is sent in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
