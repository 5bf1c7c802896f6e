import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { expect } from 'vitest';

/**
 * The API contract (shared/src/api/endpoints.ts) is the one place both sides take their shapes
 * from. This compiles the code of `functions` and `web` that serves or reads GET /api/tool/{id}
 * against a copy of the contract in which it answers `unitPrice` instead of `price`, and expects
 * both to fail: the API because its handler no longer returns what the contract promises, the web
 * app because its code reads a field the contract no longer has.
 */
const root = resolve(import.meta.dirname, '../../..');
const contractFile = resolve(root, 'shared/src/api/endpoints.ts');

/**
 * The files a change to `endpoint` can break: those that call it by the contract's name
 * (`'getTool'`, `endpoints.getTool`), and those that import them (the page or route that
 * reads the answer). Checking these, not the whole project, is what keeps this test a few seconds: the
 * whole project is what `npm run typecheck` checks.
 */
function filesNear(endpoint: string, fileNames: string[], options: ts.CompilerOptions): string[] {
  const naming = new RegExp(`['"]${endpoint}['"]|endpoints\\.${endpoint}\\b`);
  const code = (file: string) => (ts.sys.readFile(file) ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const near = new Set(fileNames.filter((file) => naming.test(code(file))));
  const importsOf = new Map(
    fileNames.map((file) => {
      const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, false);
      const resolved = importedFiles.map(
        (i) => ts.resolveModuleName(i.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName,
      );
      return [file, resolved.filter((f): f is string => Boolean(f)).map((f) => resolve(f))] as const;
    }),
  );
  const callers = [...near];
  for (const [file, imports] of importsOf) if (imports.some((f) => callers.includes(f))) near.add(file);
  return [...near];
}

/**
 * Compiles the files of `project` near the endpoint `getTool` with `changed`, then with the contract
 * as it is, and answers both sets of errors of those files.
 */
export function errorsWithContracts(
  project: string,
  original: string,
  changed: string,
): [ts.Diagnostic[], ts.Diagnostic[]] {
  const configPath = resolve(root, project, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath));
  // Types only: the projects are composite for `tsc -b`, and declarations would be checked (and
  // built) for every file.
  const options = { ...parsed.options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false };
  // The shop's own code, not its tests: a contract change must break the code that serves or reads it.
  const rootNames = filesNear(
    'getTool',
    parsed.fileNames.filter((file) => !isTestFile(file)).map((file) => resolve(file)),
    options,
  );
  const checked = new Set(rootNames);
  // Both compilations parse every file but the contract once: the second takes the first's parsed
  // files (a fresh host would parse all of them again, some 1,500 for web).
  const parsedFiles = new Map<string, ts.SourceFile | undefined>();
  const compile = (contract: string, oldProgram?: ts.Program) => {
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    const getSourceFile = host.getSourceFile.bind(host);
    host.readFile = (file) => (resolve(file) === contractFile ? contract : readFile(file));
    host.getSourceFile = (file, language, onError) => {
      if (resolve(file) === contractFile) return getSourceFile(file, language, onError);
      if (!parsedFiles.has(file)) parsedFiles.set(file, getSourceFile(file, language, onError));
      return parsedFiles.get(file);
    };
    return ts.createProgram({ rootNames, options, host, oldProgram });
  };
  const errorsOf = (program: ts.Program, files: Set<string>) => [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program
      .getSourceFiles()
      .filter((file) => files.has(resolve(file.fileName)))
      .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  const after = compile(changed);
  const afterErrors = errorsOf(after, checked);
  // With the contract as it is, only the files that failed need checking again; the second
  // program reuses the first's parsed files (all but the contract).
  const failed = new Set(afterErrors.flatMap((d) => (d.file ? [resolve(d.file.fileName)] : [])));
  return [errorsOf(compile(original, after), failed), afterErrors];
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
