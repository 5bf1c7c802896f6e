import { getFirestore } from 'firebase-admin/firestore';
import { TOOL_IMPORT_COLUMNS } from '@toolshub/shared';
import { scriptAdminApp } from '../emulators/src/admin-sdk';
import { expect, startSignedIn, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

const stamp = Date.now().toString(36).toUpperCase();
const word = `Importjourney${stamp.toLowerCase()}`;
const skus = ['A', 'B', 'C'].map((letter) => `IMP-${stamp}-${letter}`);

const row = (sku: string, i: number, price: string) =>
  [
    sku,
    `${word} Marking Gauge ${i + 1}`,
    price,
    '5',
    '60',
    'measuring-marking',
    `"A marking gauge, number ${i + 1}"`,
    '/images/tools/marking-knife.svg',
    '',
    '20:8.50',
  ].join(',');

const csvFile = (prices: string[]) => ({
  name: 'catalogue.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [TOOL_IMPORT_COLUMNS.join(','), ...skus.map((sku, i) => row(sku, i, prices[i] ?? ''))].join('\n'),
  ),
});

// A functions worker that is already up: on a busy machine the emulator may need longer than its
// 30 s to start one, and the browser's first requests would wait on it.
test.beforeAll(async ({ request }) => {
  expect((await request.get('/api/tools?limit=1', { timeout: 90_000 })).status()).toBe(200);
});

// Other journeys count the demo catalogue: take the imported tools off it again.
test.afterAll(async () => {
  const db = getFirestore(scriptAdminApp());
  const found = await db.collection('tools').where('sku', 'in', skus).get();
  await Promise.all([...found.docs.map((d) => d.ref.delete()), ...skus.map((sku) => db.doc(`skus/${sku}`).delete())]);
});

test('an admin imports a CSV of three tools: one bad row refuses it, the fixed file imports, the tools are on the catalogue', async ({
  page,
  admin,
}) => {
  await startSignedIn(page, admin);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .first()
    .getByRole('link', { name: 'Import Products' })
    .click();
  await expect(page.getByRole('heading', { name: 'Import Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download a template' })).toHaveAttribute(
    'download',
    'tools-template.csv',
  );

  // The second row's price is no number: the preview refuses it, and the import with it.
  // The functions emulator serves one request per worker and starts another for a request that
  // comes while the dashboard's own are running: let those finish first (a busy machine may take
  // longer than the emulator's 30 s to start a worker).
  await page.waitForLoadState('networkidle');
  const dryRun = page.waitForResponse((res) => res.url().includes('/api/tools/import?dryRun=true'), {
    timeout: 60_000,
  });
  await page.getByTestId('tool-import-input').setInputFiles(csvFile(['9.90', 'nine', '11.20']));
  expect((await dryRun).status()).toBe(200);
  const preview = page.getByRole('table', { name: 'Import preview' });
  await expect(page.getByTestId('tool-import-refused')).toContainText('2 to create, 0 to update, 1 refused');
  await expect(preview.getByRole('row').nth(2)).toContainText(`${skus[1]}Refused`);
  await expect(preview.getByRole('row').nth(2)).toContainText('Price must be a number');
  await expect(page.getByRole('button', { name: 'Confirm import' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, '/dashboard/import-products with a refused row');

  // Fixed: all three would be created; confirming imports them.
  await page.getByTestId('tool-import-input').setInputFiles(csvFile(['9.90', '10.40', '11.20']));
  await expect(page.getByText('3 to create, 0 to update, 0 refused')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByTestId('tool-import-result')).toHaveText('Imported: 3 created, 0 updated.');
  await expect(page.getByRole('button', { name: 'Confirm import' })).toBeDisabled();

  await page.goto(`/tools?q=${word.toLowerCase()}`);
  for (let i = 1; i <= 3; i++) {
    await expect(page.getByText(`${word} Marking Gauge ${i}`, { exact: true }).first()).toBeVisible();
  }
});
