import { KYC_MAX_BYTES, KYC_TYPES } from '@gamehall/contract';
import { readAsDataUrl } from '../../panel/index.ts';

export type KycType = (typeof KYC_TYPES)[number];

/** What the picker offers (a hint only: a person can still choose another file). */
export const KYC_ACCEPT: readonly string[] = [...KYC_TYPES, '.png', '.jpg', '.jpeg', '.pdf'];

/** The longest file name the server keeps. */
const NAME_MAX = 128;

const isKycType = (type: string): type is KycType => KYC_TYPES.some((k) => k === type);

/** By extension, for a browser that gives no type (some phones do for a pdf). */
const BY_EXTENSION: Record<string, KycType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** The file's type as the server takes it, or null when it is not a png, jpg or pdf. */
export function kycTypeOf(file: Pick<File, 'type' | 'name'>): KycType | null {
  if (isKycType(file.type)) return file.type;
  if (file.type !== '') return null;
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(BY_EXTENSION, extension) ? (BY_EXTENSION[extension] ?? null) : null;
}

export type KycFileProblem = 'kyc_err_type' | 'kyc_err_size' | 'kyc_err_empty';

/** The text key of why `file` may not be sent, or null (the server checks the bytes again). */
export function kycFileProblem(file: Pick<File, 'type' | 'name' | 'size'>): KycFileProblem | null {
  if (!kycTypeOf(file)) return 'kyc_err_type';
  if (file.size > KYC_MAX_BYTES) return 'kyc_err_size';
  if (file.size === 0) return 'kyc_err_empty';
  return null;
}

/** A name the server keeps: at most 128 characters, the extension kept. */
export function kycFileName(name: string): string {
  const trimmed = name.trim() || 'document';
  if (trimmed.length <= NAME_MAX) return trimmed;
  const dot = trimmed.lastIndexOf('.');
  const extension = dot > 0 && trimmed.length - dot <= 6 ? trimmed.slice(dot) : '';
  return trimmed.slice(0, NAME_MAX - extension.length) + extension;
}

/** The file as uploadKycDocument takes it: its type, its name and bare base64 (no "data:…,"). */
export async function toKycFile(file: File) {
  const type = kycTypeOf(file);
  if (!type) throw new Error('not a png, jpg or pdf');
  const url = await readAsDataUrl(file);
  return { type, name: kycFileName(file.name), data: url.slice(url.indexOf(',') + 1) };
}

/** Bytes as the player reads a size: "820 KB", "4.2 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A document's base64 as a Blob of its type, to show through an object URL. */
export function blobOf(data: string, type: string): Blob {
  const text = atob(data);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return new Blob([bytes], { type });
}
