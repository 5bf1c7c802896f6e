/**
 * The images users may upload (tool pictures, avatars): raster formats every browser shows. No SVG
 * (it can carry script), no GIF or AVIF. storage.rules allow the same types; the upload check
 * (functions/src/storage) then makes sure the bytes are what the type says.
 */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

export const MAX_UPLOAD_IMAGE_BYTES = 5 * 1024 * 1024;

export function isUploadImageType(type: string | null | undefined): type is UploadImageType {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type ?? '');
}
