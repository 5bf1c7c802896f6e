import { describe, expect, it } from 'vitest';
import { developmentModulesIn, productionBuildAliases } from './production-dependencies';

describe('production builds of dependencies', () => {
  it('resolves react-router, and only the bare package, to its production file', () => {
    const [alias] = productionBuildAliases;
    const find = alias?.find as RegExp;
    expect(find.test('react-router')).toBe(true);
    expect(find.test('react-router/dom')).toBe(false);
    expect(find.test('react-router-dom')).toBe(false);
    expect(alias?.replacement).toMatch(/node_modules\/react-router\/dist\/production\/index\.mjs$/);
  });

  it("names each chunk's development-build modules, and nothing in a bundle without them", () => {
    const dev = '/repo/node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs';
    const prod = '/repo/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs';
    expect(
      developmentModulesIn([
        { fileName: 'assets/a.js', moduleIds: [prod, '/repo/web/src/main.tsx'] },
        { fileName: 'assets/b.js', moduleIds: [dev] },
      ]),
    ).toEqual([`assets/b.js: ${dev}`]);
    expect(developmentModulesIn([{ fileName: 'assets/a.js', moduleIds: [prod] }])).toEqual([]);
  });
});
