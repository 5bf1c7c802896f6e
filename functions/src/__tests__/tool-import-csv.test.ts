import { describe, expect, it } from 'vitest';
import { MAX_TOOL_IMPORT_ROWS, toolImportTemplate } from '@toolshub/shared';
import { readToolImport } from '../domain/tool-import-csv';
import { ApiError } from '../errors';

const header = 'sku,toolName,price,minOrder,available,category,toolDescription,imageLink,reorderPoint,priceTiers';
const good = (sku: string) =>
  `${sku},Pull Saw,24.50,10,120,saws,"Fine, sharp",/images/tools/japanese-pull-saw.svg,,50:22.50;200:21`;

async function refusal(csv: string): Promise<string> {
  try {
    await readToolImport(csv);
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) return err.message;
    throw err;
  }
  throw new Error('expected a 400');
}

describe('readToolImport', () => {
  it('reads a row into the stored shape: cents, tiers, the default reorder point', async () => {
    const [row] = await readToolImport(`${header}\n${good('SAW-1')}\n`);
    expect(row).toEqual({
      line: 2,
      sku: 'SAW-1',
      messages: [],
      content: {
        toolName: 'Pull Saw',
        priceCents: 2450,
        minOrder: 10,
        available: 120,
        toolDescription: 'Fine, sharp',
        imageLink: '/images/tools/japanese-pull-saw.svg',
        sku: 'SAW-1',
        category: 'saws',
        priceTiers: [
          { minQuantity: 50, priceCents: 2250 },
          { minQuantity: 200, priceCents: 2100 },
        ],
        reorderPoint: null,
        orderMultiple: 1,
      },
    });
  });

  it('reads an optional orderMultiple column, and refuses a minimum order that is not whole cases', async () => {
    const withCases = `${header},orderMultiple`;
    const [cased, empty, odd] = await readToolImport(
      `${withCases}
${good('SAW-6')},5
${good('SAW-7')},
${good('SAW-8')},4
`,
    );
    expect(cased?.content).toMatchObject({ minOrder: 10, orderMultiple: 5 });
    expect(empty?.content).toMatchObject({ orderMultiple: 1 });
    expect(odd).toMatchObject({
      content: null,
      messages: ['Minimum order must be whole cases of 4 pieces: 8 or 12'],
    });
  });

  it('reads its own template', async () => {
    const rows = await readToolImport(toolImportTemplate());
    expect(rows).toHaveLength(1);
    expect(rows[0]?.messages).toEqual([]);
  });

  it('takes the columns in any order and leaves out the optional ones', async () => {
    const [row] = await readToolImport(
      'toolName,sku,price,minOrder,available,category,toolDescription,imageLink\nSaw,SAW-2,5,1,3,saws,d,/images/tools/x.svg\n',
    );
    expect(row?.content).toMatchObject({ sku: 'SAW-2', priceCents: 500, priceTiers: [], reorderPoint: null });
  });

  it('refuses a bad row with one message per problem, under the line it starts on', async () => {
    const rows = await readToolImport(
      `${header}\n"SAW-3",Saw,"a
b",10,1.5,saws,d,https://example.com/x.png,-1,50:99\n${good('SAW-4')}\n`,
    );
    expect(rows.map((r) => [r.line, r.content === null])).toEqual([
      [2, true],
      [4, false],
    ]);
    expect(rows[0]?.messages).toEqual(
      expect.arrayContaining([
        'Price must be a number',
        'Available pieces must be a whole number',
        'Reorder point cannot be negative',
        expect.stringMatching(/^imageLink must be an image uploaded/),
      ]),
    );
  });

  it('refuses a malformed price-tier cell', async () => {
    const [row] = await readToolImport(`${header}\n${good('SAW-5').replace('50:22.50;200:21', '50-22.50')}\n`);
    expect(row?.messages).toEqual([expect.stringMatching(/quantity:price pairs/)]);
  });

  it('refuses every row of a SKU that is twice in the file', async () => {
    const rows = await readToolImport(`${header}\n${good('SAW-6')}\n${good('SAW-7')}\n${good('SAW-6')}\n`);
    expect(rows.map((r) => r.messages)).toEqual([
      ['SKU SAW-6 is on more than one row of the file (lines 2, 4)'],
      [],
      ['SKU SAW-6 is on more than one row of the file (lines 2, 4)'],
    ]);
  });

  it('answers 400 for a file that is no catalogue', async () => {
    expect(await refusal('')).toMatch(/empty/);
    expect(await refusal(`${header}\n`)).toMatch(/no rows/);
    expect(await refusal('sku,toolName\nA,B\n')).toMatch(/lacks price/);
    expect(await refusal(`${header},colour\n`)).toMatch(/unknown columns \(colour\)/);
    expect(await refusal(`${header}\n"SAW-8,Saw\n`)).toMatch(/could not be read/);
    expect(await refusal(`${header}\nSAW-9,Saw\n`)).toMatch(/could not be read/);
    const tooMany = Array.from({ length: MAX_TOOL_IMPORT_ROWS + 1 }, (_, i) => good(`SAW-X${i}`)).join('\n');
    expect(await refusal(`${header}\n${tooMany}\n`)).toMatch(/at most 100/);
  });
});
