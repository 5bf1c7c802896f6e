/** Lists are bounded: every list endpoint takes ?limit= (default and maximum) and ?after=<cursor>. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const HOME_TOOL_COUNT = 6;
export const DESCRIPTION_PREVIEW_WORDS = 10;

export function descriptionPreview(text: string, words = DESCRIPTION_PREVIEW_WORDS): string {
  return `${text.trim().split(/\s+/).slice(0, words).join(' ')}...`;
}
