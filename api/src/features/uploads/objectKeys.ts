import { randomUUID } from 'node:crypto';
import { uploadFileName } from '../../platform/attachmentNames';

const MAX_NAME_LENGTH = 120;
const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._ -]*$/;

/**
 * Reduces a caller-supplied folder or file name to one harmless path segment: the last component only, no control
 * characters or separators, no leading dot (so never "." or ".."), bounded length with the extension kept.
 */
export function sanitizeFileName(name: string, fallback = 'file'): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    // Control characters are exactly what this strips, so the pattern has to name them.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .replace(/^[.\s-]+/, '')
    .trim();
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/**
 * A fresh key for one upload: folder / date / unique id - file name. Two uploads never share a key. The name is
 * the server's (platform/attachmentNames.ts): never an extension other than a resume's.
 */
export function newObjectKey(folder: string, fileName: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return [sanitizeFileName(folder, 'Attachment'), day, `${randomUUID()}-${uploadFileName(fileName)}`].join('/');
}

/** True for keys newObjectKey could have made; the upload route refuses anything else before touching disk. */
export function isSafeObjectKey(key: string): boolean {
  const segments = key.split('/');
  return (
    key.length <= 400 &&
    segments.length === 3 &&
    segments.every((segment) => SAFE_SEGMENT.test(segment) && segment.length <= 200)
  );
}
