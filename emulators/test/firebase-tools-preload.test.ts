import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { firebaseToolsNodeOptions, firebaseToolsPreload } from '../src/suite';

const fromFirebaseTools = createRequire(createRequire(import.meta.url).resolve('firebase-tools/package.json'));

/**
 * In a node process started as the launcher starts firebase-tools: what exegesis is asked to
 * compile the API with, what NODE_OPTIONS then holds, and what a process it starts inherits.
 */
const probe = `
const exegesis = require(${JSON.stringify(fromFirebaseTools.resolve('exegesis'))});
let seen = null;
exegesis.compileApi = (doc, options) => { seen = options; return Promise.resolve(() => undefined); };
const exegesisExpress = require(${JSON.stringify(fromFirebaseTools.resolve('exegesis-express'))});
exegesisExpress.middleware({ openapi: '3.0.0', paths: {} }, { controllers: {} }).then(() => {
  const child = require('node:child_process').execFileSync(process.execPath, ['-e', 'process.stdout.write(process.env.NODE_OPTIONS ?? "")']).toString();
  process.stdout.write(JSON.stringify({ options: seen, nodeOptions: process.env.NODE_OPTIONS ?? '', child }));
});
`;

describe("firebase-tools' preload", () => {
  it("has exegesis compile the Auth emulator's schemas when they are first used, and leaves the caller's options", () => {
    const out = execFileSync(process.execPath, ['-e', probe], {
      env: { ...process.env, NODE_OPTIONS: firebaseToolsNodeOptions('--max-old-space-size=512') },
    }).toString();
    const { options, nodeOptions, child } = JSON.parse(out) as {
      options: Record<string, unknown>;
      nodeOptions: string;
      child: string;
    };
    expect(options).toEqual({ controllers: {}, lazyCompileValidationSchemas: true });
    // Off NODE_OPTIONS once loaded: the function workers and the command of `emulators:exec` never load it.
    expect(nodeOptions).toBe('--max-old-space-size=512');
    expect(child).toBe('--max-old-space-size=512');
  });

  it('names itself in NODE_OPTIONS after what the caller had', () => {
    expect(firebaseToolsNodeOptions(undefined)).toBe(`--require ${JSON.stringify(firebaseToolsPreload)}`);
    expect(firebaseToolsNodeOptions('--inspect')).toBe(`--inspect --require ${JSON.stringify(firebaseToolsPreload)}`);
  });

  it('still meets the Auth emulator where it builds its API (else it would quietly do nothing)', () => {
    const server = readFileSync(fromFirebaseTools.resolve('./lib/emulator/auth/server.js'), 'utf8');
    expect(server).toMatch(/require\("exegesis-express"\)/);
    expect(server).toMatch(/exegesisExpress\.middleware\(/);
  });
});
