import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The API contract (shared/src/api/endpoints.ts) is the one place both sides take their shapes
 * from. This compiles `functions` and `web` against a copy of the contract in which GET
 * /api/tool/{id} answers `unitPrice` instead of `price`, and expects both to fail: the API because
 * its handler no longer returns what the contract promises, the web app because its code reads a
 * field the contract no longer has.
 */
const root = resolve(import.meta.dirname, '../..');
const contractFile = resolve(root, 'shared/src/api/endpoints.ts');

function errorsWithContract(project: string, contract: string): ts.Diagnostic[] {
  const configPath = resolve(root, project, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath));
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (resolve(file) === contractFile ? contract : readFile(file));
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true }, host });
  return [...ts.getPreEmitDiagnostics(program)];
}

const describeErrors = (errors: ts.Diagnostic[]) =>
  errors.map((d) => `${d.file?.fileName ?? '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);

describe('a response type changed in the contract', () => {
  const original = readFileSync(contractFile, 'utf8');
  const changed = original.replace(/^(\s*)getTool: Tool;$/m, "$1getTool: Omit<Tool, 'price'> & { unitPrice: number };");

  it('is a real change of the contract', () => {
    expect(changed).not.toBe(original);
  });

  it.each(['functions', 'web'])('breaks the typecheck of %s', (project) => {
    expect(describeErrors(errorsWithContract(project, original))).toEqual([]);
    const errors = describeErrors(errorsWithContract(project, changed));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(/price/i);
  });
});
