/**
 * The PDF's standard fonts (Helvetica) write text in WinAnsi (Windows-1252): the characters of
 * Latin-1 plus a few typographic ones. Anything else would come out as unrelated glyphs, so it is
 * shown as '?' instead.
 */
const EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function winAnsiText(text: string): string {
  return Array.from(text, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    return latin1 || EXTRA.has(ch) ? ch : ch === '\n' ? ch : '?';
  }).join('');
}
