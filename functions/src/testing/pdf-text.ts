import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, one string per text operation (`Tj` / `TJ`), for tests: page contents are
 * inflated where they are deflated (/FlateDecode), and strings decoded as the standard fonts write
 * them (WinAnsi, hex or literal). Kerning offsets inside a `TJ` array join its pieces without a
 * space. Enough for the PDFs pdfkit writes with its standard fonts; not a general PDF reader.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  const stream = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = stream.exec(source); match; match = stream.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    const content = /\/FlateDecode/.test(match[1] ?? '') ? inflateOrNull(raw) : raw;
    if (content) runs.push(...textOperations(content.toString('latin1')));
    stream.lastIndex = end;
  }
  return runs;
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

function stringsIn(operand: string): string {
  let text = '';
  for (const part of operand.matchAll(STRING)) {
    text += part[1] !== undefined ? decodeHex(part[1]) : decodeLiteral(part[2] ?? '');
  }
  return text;
}

function textOperations(content: string): string[] {
  const runs: string[] = [];
  const operation =
    /\[((?:<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ|(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
  for (const match of content.matchAll(operation)) {
    runs.push(stringsIn(match[1] ?? match[2] ?? ''));
  }
  return runs;
}
