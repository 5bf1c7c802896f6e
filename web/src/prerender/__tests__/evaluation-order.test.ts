import { describe, expect, it } from 'vitest';
import { evaluationOrder } from '../evaluation-order';

describe('evaluationOrder', () => {
  it("lists each chunk after its imports, in its import statements' order, once, the entry last", () => {
    const manifest = {
      'index.html': { imports: ['_main.js'] },
      '_main.js': { imports: ['_runtime.js', '_react.js', '_client.js', '_theme.js'] },
      '_client.js': { imports: ['_runtime.js', '_react.js'] },
      '_theme.js': { imports: ['_react.js', '_emotion.js'] },
      '_emotion.js': { imports: ['_react.js'] },
      '_react.js': { imports: ['_runtime.js'] },
      '_runtime.js': {},
    };
    expect(evaluationOrder(manifest, 'index.html')).toEqual([
      '_runtime.js',
      '_react.js',
      '_client.js',
      '_emotion.js',
      '_theme.js',
      '_main.js',
      'index.html',
    ]);
  });

  it('visits a chunk of a cycle once', () => {
    const manifest = { a: { imports: ['b'] }, b: { imports: ['a', 'c'] }, c: {} };
    expect(evaluationOrder(manifest, 'a')).toEqual(['c', 'b', 'a']);
  });

  it('refuses a module the manifest names no chunk for, rather than list it as an undefined file', () => {
    const manifest = { 'index.html': { imports: ['_main.js'] }, '_main.js': {} };
    expect(() => evaluationOrder(manifest, 'src/app/page-frame-views.tsx')).toThrow(
      /no chunk src\/app\/page-frame-views/,
    );
    expect(() => evaluationOrder({ a: { imports: ['gone'] } }, 'a')).toThrow(/no chunk gone/);
  });
});
