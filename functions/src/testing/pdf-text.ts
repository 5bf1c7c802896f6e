import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, one string per text operation (`Tj` / `TJ`), for tests: page contents are
 * inflated where they are deflated (/FlateDecode); strings in an embedded font are decoded through
 * its ToUnicode map (the codes of the glyphs pdfkit embeds), others as the standard fonts write
 * them (WinAnsi, hex or literal). Kerning offsets inside a `TJ` array join its pieces without a
 * space. Enough for the PDFs pdfkit writes; not a general PDF reader.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const fonts = embeddedFonts(objects);
  return [...objects.values()].flatMap((object) =>
    object.stream && !/\/Type\s*\/|\/Subtype|\/Length1/.test(object.dict) ? textOperations(object.stream, fonts) : [],
  );
}

interface PdfObject {
  dict: string;
  /** The stream, inflated where it was deflated; null for an object without one (or one that is not ours to read). */
  stream: string | null;
}

function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const object = /(\d+) 0 obj\s*<<([\s\S]*?)>>\s*(stream\r?\n)?/g;
  for (let match = object.exec(source); match; match = object.exec(source)) {
    const dict = match[2] ?? '';
    let stream: string | null = null;
    if (match[3]) {
      const start = match.index + match[0].length;
      const end = source.indexOf('endstream', start);
      if (end < 0) break;
      const raw = pdf.subarray(start, end);
      stream = (/\/FlateDecode/.test(dict) ? inflateOrNull(raw) : raw)?.toString('latin1') ?? null;
      object.lastIndex = end;
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

/** Font resource name (`F1`) → the code → text map of its ToUnicode CMap, for fonts that have one. */
function embeddedFonts(objects: Map<number, PdfObject>): Map<string, Map<number, string>> {
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
      const cmap = objects.get(Number(toUnicode))?.stream;
      if (name && cmap) fonts.set(name, parseToUnicode(cmap));
    }
  }
  return fonts;
}

const utf16 = new TextDecoder('utf-16be');
const hexText = (hex: string) => utf16.decode(Buffer.from(hex.replace(/\s+/g, ''), 'hex'));

/** The `bfrange` (with arrays or a start value) and `bfchar` entries of a ToUnicode CMap. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const range = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]*>)/g;
    for (const [, from = '0', , target = ''] of (block ?? '').matchAll(range)) {
      const start = parseInt(from, 16);
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach(([, hex = ''], i) => map.set(start + i, hexText(hex)));
      } else {
        map.set(start, hexText(target.slice(1, -1)));
      }
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '0', hex = ''] of (block ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) {
      map.set(parseInt(code, 16), hexText(hex));
    }
  }
  return map;
}

/** All of the PDF's text runs, joined by newlines. */
export function pdfText(pdf: Buffer): string {
  return pdfTextRuns(pdf).join('\n');
}

function inflateOrNull(data: Buffer): Buffer | null {
  try {
    return inflateSync(data);
  } catch {
    // Images and fonts may hold data that is not a deflate stream of ours; they carry no text.
    return null;
  }
}

const windows1252 = new TextDecoder('windows-1252');

function decodeHex(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  const bytes = Buffer.from(clean.length % 2 ? `${clean}0` : clean, 'hex');
  return windows1252.decode(bytes);
}

function decodeLiteral(body: string): string {
  const unescaped = body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, esc: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (/^[0-7]+$/.test(esc)) return String.fromCharCode(parseInt(esc, 8));
    return simple[esc] ?? esc;
  });
  return windows1252.decode(Buffer.from(unescaped, 'latin1'));
}

const STRING = /<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g;

/** Two-byte codes through a font's ToUnicode map (pdfkit writes an embedded font's glyphs so). */
function decodeCodes(hex: string, cmap: Map<number, string>): string {
  const clean = hex.replace(/\s+/g, '');
  let text = '';
  for (let i = 0; i + 4 <= clean.length; i += 4) text += cmap.get(parseInt(clean.slice(i, i + 4), 16)) ?? '?';
  return text;
}

function stringsIn(operand: string, cmap: Map<number, string> | undefined): string {
  let text = '';
  for (const part of operand.matchAll(STRING)) {
    if (part[1] !== undefined) text += cmap ? decodeCodes(part[1], cmap) : decodeHex(part[1]);
    else text += decodeLiteral(part[2] ?? '');
  }
  return text;
}

function textOperations(content: string, fonts: Map<string, Map<number, string>>): string[] {
  const runs: string[] = [];
  const operation =
    /\/(\w+)\s+[\d.]+\s+Tf|\[((?:<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|[^\]<(])*)\]\s*TJ|(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
  let font: string | undefined;
  for (const match of content.matchAll(operation)) {
    if (match[1] !== undefined) font = match[1];
    else runs.push(stringsIn(match[2] ?? match[3] ?? '', font === undefined ? undefined : fonts.get(font)));
  }
  return runs;
}
