/**
 * What an uploaded file's first bytes say it is, and whether that is an image the shop accepts as
 * declared. Pure: no Storage, no Firestore.
 */
import { isUploadImageType, type UploadImageType } from '@toolshub/shared';

/** Bytes read from the start of a file: enough for every signature below. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The accepted image type the bytes are, by their magic numbers, or null when they are none of them. */
export function detectImageType(head: Uint8Array): UploadImageType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF, a 4-byte length, then WEBP.
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export type UploadRejectionReason =
  /** The bytes are no PNG, JPEG or WebP (an HTML page, a script, a GIF, an SVG...). */
  | 'not-an-accepted-image'
  /** An accepted image, but not of the type declared: served as declared, it would be mislabelled. */
  | 'declared-type-differs';

export type UploadVerdict =
  | { accepted: true; type: UploadImageType }
  | { accepted: false; detectedType: UploadImageType | null; reason: UploadRejectionReason };

export function judgeUpload(declaredType: string | null | undefined, head: Uint8Array): UploadVerdict {
  const detectedType = detectImageType(head);
  if (detectedType === null) return { accepted: false, detectedType, reason: 'not-an-accepted-image' };
  if (!isUploadImageType(declaredType) || declaredType !== detectedType) {
    return { accepted: false, detectedType, reason: 'declared-type-differs' };
  }
  return { accepted: true, type: detectedType };
}
