export const DESCRIPTION_PREVIEW_WORDS = 10;

/** A card's description: its first words and an ellipsis. */
export function descriptionPreview(text: string, words = DESCRIPTION_PREVIEW_WORDS): string {
  return `${text.trim().split(/\s+/).slice(0, words).join(' ')}...`;
}
