import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` keeps the web app's features apart: a file under web/src/features/<name>/ may
 * import the shared layers and @toolshub/shared, never another feature. Linted here as text at a
 * path inside a feature, with the project's own ESLint configuration.
 */
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const feature = 'web/src/features/orders/components/Fixture.tsx';

describe('feature boundaries', () => {
  it.each([
    ["another feature's api", "import { useTool } from '../../catalog/api/get-tool';"],
    ["another feature's component", "import { ToolCard } from '../../catalog/components/ToolCard';"],
    ['another feature by its full path', "import { useUsers } from '../../../features/admin-users/api/users';"],
    ['the app shell', "import { AppRoutes } from '../../../app/router';"],
  ])('refuses %s', async (_what, line) => {
    const errors = await importErrors(feature, `${line}\nexport const used = [${line.split(' ')[2]}];\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/never another feature|app shell/);
  });

  it.each([
    ['its own modules', "import { useMyOrders } from '../api/get-my-orders';"],
    ['a shared component', "import { QueryState } from '../../../components/QueryState';"],
    ['a shared hook', "import { useSigninState } from '../../../hooks/use-signin-state';"],
    ['the lib layer', "import { queryKeys } from '../../../lib/query-keys';"],
    ['the shared api layer', "import { postOrder } from '../../../api/post-order';"],
    ['the shared package', "import { endpoints } from '@toolshub/shared';"],
  ])('allows %s', async (_what, line) => {
    expect(await importErrors(feature, `${line}\nexport const used = [${line.split(' ')[2]}];\n`)).toEqual([]);
  });
});
