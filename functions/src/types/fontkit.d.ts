// fontkit ships no types: the little of it the PDF fonts use (pdfkit embeds the fonts itself).
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(data: Buffer): Font;
}
