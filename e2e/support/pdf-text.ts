import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const reader = fileURLToPath(new URL('../../functions/src/testing/pdf-text.ts', import.meta.url));

/**
 * The text a PDF shows, read by the functions' own test reader (functions/src/testing/pdf-text.ts).
 * That package is CommonJS TypeScript, which the journeys' loader cannot import, so a node with
 * tsx reads it: about a second.
 */
export function pdfText(pdf: Buffer): string {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `const { pdfText } = require(${JSON.stringify(reader)});
       const chunks = [];
       process.stdin.on('data', (c) => chunks.push(c));
       process.stdin.on('end', () => process.stdout.write(pdfText(Buffer.concat(chunks))));`,
    ],
    { input: pdf, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`could not read the PDF's text: ${run.stderr}`);
  return run.stdout;
}
