import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` keeps the API's rules free of adapters: a file under functions/src/domain (or
 * documents/, mail/) may import shared, other rules and the errors, never repositories/, firestore/,
 * http/, middleware/ or routes/. And the Firestore plumbing (functions/src/firestore) stands below
 * the repositories: it imports none of repositories/, domain/, http/, middleware/ or routes/.
 * Linted here as text at such a path, with the project's own configuration.
 */
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const inDomain = 'functions/src/domain/fixture-rule.ts';

describe('API layers', () => {
  it.each([
    ['a repository', "import { findOrder } from '../repositories/orders';"],
    ['the Firestore plumbing', "import { readDoc } from '../firestore/read-meter';"],
    ['an HTTP helper', "import { fileEndpoint } from '../http/endpoint';"],
    ['a middleware', "import { allow } from '../middleware/auth';"],
    ['a route', "import { toolsRouter } from '../routes/tools';"],
  ])('refuses %s in domain/', async (_what, line) => {
    const errors = await importErrors(inDomain, `${line}\nexport const used = [${line.split(' ')[2]}];\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/import no adapter/);
  });

  it('refuses a repository in documents/ and mail/', async () => {
    const line = "import { findOrder } from '../repositories/orders';\nexport const used = [findOrder];\n";
    expect(await importErrors('functions/src/documents/fixture.ts', line)).toHaveLength(1);
    expect(await importErrors('functions/src/mail/fixture.ts', line)).toHaveLength(1);
  });

  it.each([
    ['another rule', "import { cancelOrder } from './cancel-order';"],
    ['the errors', "import { conflict } from '../errors';"],
    ['the validation', "import { validate } from '../validate';"],
    ['the shared package', "import { formatPrice } from '@toolshub/shared';"],
  ])('allows %s in domain/', async (_what, line) => {
    expect(await importErrors(inDomain, `${line}\nexport const used = [${line.split(' ')[2]}];\n`)).toEqual([]);
  });

  const inPlumbing = 'functions/src/firestore/fixture-plumbing.ts';

  it.each([
    ['a repository', "import { findOrder } from '../repositories/orders/orders';"],
    ['a rule', "import { cancelOrder } from '../domain/cancel-order';"],
    ['an HTTP helper', "import { fileEndpoint } from '../http/endpoint';"],
    ['a middleware', "import { allow } from '../middleware/auth';"],
    ['a route', "import { toolsRouter } from '../routes/tools';"],
  ])('refuses %s in firestore/', async (_what, line) => {
    const errors = await importErrors(inPlumbing, `${line}\nexport const used = [${line.split(' ')[2]}];\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/firestore\/ is plumbing/);
  });

  it.each([
    ['other plumbing', "import { readDoc } from './read-meter';"],
    ['the Firestore SDK', "import { Timestamp } from 'firebase-admin/firestore';"],
  ])('allows %s in firestore/', async (_what, line) => {
    expect(await importErrors(inPlumbing, `${line}\nexport const used = [${line.split(' ')[2]}];\n`)).toEqual([]);
  });

  it('lets a repository import the plumbing', async () => {
    const line = "import { fields } from '../firestore/fields';\nexport const used = [fields];\n";
    expect(await importErrors('functions/src/repositories/fixture.ts', line)).toEqual([]);
  });

  it('lets a repository import the domain (the adapters implement its interfaces)', async () => {
    const line = "import type { OrderStore } from '../domain/order-store';\nexport type Used = OrderStore;\n";
    expect(await importErrors('functions/src/repositories/fixture.ts', line)).toEqual([]);
  });
});
