import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts order documents are written in: Noto Sans, shipped by npm packages (dependencies of
 * functions), embedded in each PDF as a subset of the glyphs it uses. Noto Sans covers Latin
 * (Polish and the rest of Latin Extended), Greek and Cyrillic; Noto Sans Bengali and Noto Sans
 * Hans (Simplified Chinese, GB 2312) cover those scripts. Text is split into runs, each in the
 * first of these fonts that has its characters (a run keeps its font while that font has the next
 * character, so spaces and digits stay inside a Bengali or Chinese run); a character none of them
 * has is written as '?'.
 */

export type Script = 'latin' | 'bengali' | 'han';
export type Weight = 'regular' | 'bold';

/** In the order a character's font is looked for. */
const SCRIPTS: readonly Script[] = ['latin', 'bengali', 'han'];

const FILES: Record<Script, { pkg: string; dir: string; regular: string; bold: string }> = {
  latin: { pkg: '@embedpdf/fonts-latin', dir: '../fonts', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  bengali: {
    pkg: '@expo-google-fonts/noto-sans-bengali',
    dir: '.',
    regular: '400Regular/NotoSansBengali_400Regular.ttf',
    bold: '700Bold/NotoSansBengali_700Bold.ttf',
  },
  han: {
    pkg: '@embedpdf/fonts-sc',
    dir: '../fonts',
    regular: 'NotoSansHans-Regular.otf',
    bold: 'NotoSansHans-Bold.otf',
  },
};

// Resolved from the working directory: the functions' folder when deployed or emulated, the
// repository in tests; node_modules is found upwards from either.
const requireHere = createRequire(path.join(process.cwd(), 'index.js'));

function fontPath(script: Script, weight: Weight): string {
  const file = FILES[script];
  return path.join(path.dirname(requireHere.resolve(file.pkg)), file.dir, file[weight]);
}

const files = new Map<string, Buffer>();

/** The font file, read once per process (the Chinese one is 8 MB, and read only when needed). */
export function fontFile(script: Script, weight: Weight): Buffer {
  const key = `${script}-${weight}`;
  let data = files.get(key);
  if (!data) {
    data = readFileSync(fontPath(script, weight));
    files.set(key, data);
  }
  return data;
}

const coverage = new Map<Script, fontkit.Font>();

function hasGlyph(script: Script, codePoint: number): boolean {
  let font = coverage.get(script);
  if (!font) {
    font = fontkit.create(fontFile(script, 'regular'));
    coverage.set(script, font);
  }
  return font.hasGlyphForCodePoint(codePoint);
}

export interface TextRun {
  script: Script;
  text: string;
}

/** `text` as runs of one font each (see above); the empty text is one Latin run. */
export function fontRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | null = null;
  for (const ch of text) {
    const codePoint = ch.codePointAt(0) ?? 0;
    if (current && (ch === '\n' || hasGlyph(current.script, codePoint))) {
      current.text += ch;
      continue;
    }
    const script = SCRIPTS.find((s) => hasGlyph(s, codePoint));
    if (!script) {
      if (current) current.text += '?';
      else runs.push((current = { script: 'latin', text: '?' }));
      continue;
    }
    runs.push((current = { script, text: ch }));
  }
  return runs.length > 0 ? runs : [{ script: 'latin', text: '' }];
}
