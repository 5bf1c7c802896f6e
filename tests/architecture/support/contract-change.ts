import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { expect } from 'vitest';

/**
 * The API contract (shared/src/api/endpoints.ts) is the one place both sides take their shapes
 * from. This compiles `functions` and `web` against a copy of the contract in which GET
 * /api/tool/{id} answers `unitPrice` instead of `price`, and expects both to fail: the API because
 * its handler no longer returns what the contract promises, the web app because its code reads a
 * field the contract no longer has.
 */
const root = resolve(import.meta.dirname, '../../..');
const contractFile = resolve(root, 'shared/src/api/endpoints.ts');

/**
 * Compiles the project with `changed` (every file checked), then with the contract as it is,
 * checking again only the files that failed: the second program reuses the first's parsed files
 * (all but the contract), and a whole second check is what `npm run typecheck` does. Answers the
 * errors of those files with the contract as it is, and the errors with `changed`.
 */
export function errorsWithContracts(
  project: string,
  original: string,
  changed: string,
): [ts.Diagnostic[], ts.Diagnostic[]] {
  const configPath = resolve(root, project, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath));
  const options = { ...parsed.options, noEmit: true };
  // The shop's own code, not its tests: a contract change must break the code that serves or reads
  // it, and leaving the tests out halves the checking.
  const rootNames = parsed.fileNames.filter((file) => !isTestFile(file));
  const compile = (contract: string, oldProgram?: ts.Program) => {
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    host.readFile = (file) => (resolve(file) === contractFile ? contract : readFile(file));
    return ts.createProgram({ rootNames, options, host, oldProgram });
  };
  const after = compile(changed);
  const afterErrors = [...ts.getPreEmitDiagnostics(after)];
  const failed = new Set(afterErrors.map((d) => d.file?.fileName));
  const before = compile(original, after);
  const beforeErrors = [
    ...before.getOptionsDiagnostics(),
    ...before.getGlobalDiagnostics(),
    ...before
      .getSourceFiles()
      .filter((file) => failed.has(file.fileName))
      .flatMap((file) => [...before.getSyntacticDiagnostics(file), ...before.getSemanticDiagnostics(file)]),
  ];
  return [beforeErrors, afterErrors];
}

const isTestFile = (file: string) =>
  /\/(test|__tests__|testing)\//.test(file) ||
  /\.(test|spec)\.tsx?$/.test(file) ||
  /vitest\.(config|setup)\.ts$/.test(file);

export const describeErrors = (errors: ts.Diagnostic[]) =>
  errors.map((d) => `${d.file?.fileName ?? '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);

const original = readFileSync(contractFile, 'utf8');
/** The contract with GET /api/tool/{id} answering `unitPrice` instead of `price`. */
export const changed = original.replace(
  /^(\s*)getTool: Tool;$/m,
  "$1getTool: Omit<Tool, 'price'> & { unitPrice: number };",
);
export { original };

/** The project fails, naming the field, with the changed contract, in files that compile with it as it is. */
export function expectContractChangeBreaks(project: 'functions' | 'web') {
  const [before, after] = errorsWithContracts(project, original, changed);
  expect(describeErrors(before)).toEqual([]);
  const errors = describeErrors(after);
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.join('\n')).toMatch(/price/i);
}
