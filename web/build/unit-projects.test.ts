import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownModuleFiles } from '../vitest.config';

const webRoot = join(import.meta.dirname, '..');

/** The plain-module test files under src/, as the config names them (relative to web/). */
function plainModuleTests(): string[] {
  return readdirSync(join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => relative(webRoot, join(webRoot, 'src', file)));
}

describe("the web app's unit projects", () => {
  it('give every plain-module file that stands in for a module its own modules, not the shared ones', () => {
    const files = plainModuleTests();
    const mocking = files.filter((file) =>
      /\bvi\.(mock|doMock|stubGlobal)\(/.test(readFileSync(join(webRoot, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !ownModuleFiles.includes(file))).toEqual([]);
    // Every listed file exists: a renamed one would silently join the shared project.
    expect(ownModuleFiles.filter((file) => !files.includes(file))).toEqual([]);
  });
});
