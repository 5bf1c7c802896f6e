import { describe, expect, it } from 'vitest';
import { renderOrderPdf } from '../documents/order-pdf';
import { orderSheet, type Seller } from '../documents/order-sheet';
import { fontRuns } from '../documents/pdf-fonts';
import { line, order, shipped } from '../testing/order-fixtures';
import { pdfText, pdfTextRuns } from '../testing/pdf-text';

const seller: Seller = {
  name: 'Tools Hub Ltd.',
  address: ['400 Foundry Lane', 'Springfield, IL 62701'],
  email: 'support@toolshub.example',
  phone: '+1-800-555-0142',
};

const options = { seller, paymentTermsDays: 30, now: new Date('2026-11-23T12:00:00Z') };

describe('orderSheet', () => {
  it('is an order confirmation until the order ships', () => {
    const sheet = orderSheet(order(), options);
    expect(sheet).toMatchObject({
      kind: 'confirmation',
      title: 'Order confirmation',
      filename: 'order-AbC123.pdf',
      buyer: { name: 'Lena Lines', lines: ['lena@example.com', '12 Timber Lane, Workshop 4', '01712345678'] },
      total: '$803.85',
      tax: { net: '$699.00', label: 'Tax (15%)', amount: '$104.85' },
    });
    expect(sheet.facts).toEqual([
      ['Order number', 'AbC123'],
      ['Order date', 'November 2, 2026'],
      ['PO number', 'PO-2026-0042'],
      ['Status', 'Pending'],
    ]);
    expect(sheet.payment).toEqual(['Payment terms: Net 30 (due 30 days after shipping)', 'Status: Unpaid']);
  });

  it("labels mixed rates' tax without a rate, and names an exempt company's reference with 0 tax", () => {
    expect(orderSheet(order({ taxRate: null }), options).tax?.label).toBe('Tax');
    const exempt = orderSheet(order({ taxRate: 0, taxAmount: 0, totalDue: 699, taxExemptReference: 'EX-77' }), options);
    expect(exempt).toMatchObject({ total: '$699.00', tax: { net: '$699.00', label: 'Tax (0%)', amount: '$0.00' } });
    expect(exempt.payment[0]).toBe('Tax exempt: EX-77');
  });

  it('shows the list price and the saving only where a tier lowered the price', () => {
    const sheet = orderSheet(order(), options);
    expect(sheet.lines.map((l) => [l.sku, l.quantity, l.unitPrice, l.listPrice, l.lineTotal])).toEqual([
      ['SAW-1', '20', '$7.45', null, '$149.00'],
      ['CLAMP-1', '50', '$11.00', '$12.50', '$550.00'],
    ]);
    expect(sheet.savings).toBe('$75.00');
    expect(orderSheet(order({ lines: [line()] }), options).savings).toBeNull();
  });

  it('is the invoice once shipped, with its date and due date', () => {
    const sheet = orderSheet(shipped(), options);
    expect(sheet).toMatchObject({ kind: 'invoice', title: 'Invoice INV-2026-00007', filename: 'INV-2026-00007.pdf' });
    expect(sheet.facts).toContainEqual(['Invoice date', 'November 4, 2026']);
    expect(sheet.payment).toEqual([
      'Payment terms: Net 30 (due 30 days after shipping)',
      'Due date: December 4, 2026',
      'Status: Unpaid',
    ]);
  });

  it("bills a company member's order to the company, with its site and who placed it, on the company's terms", () => {
    const companyOrder = shipped({
      companyId: 'co1',
      placedBy: { uid: 'u2', name: 'Bob Buyer' },
      locationId: 'yard',
      locationName: 'Main yard',
      paymentDueAt: '2026-11-19T10:00:00.000Z',
    });
    const sheet = orderSheet(companyOrder, { ...options, company: { name: 'Oak & Sons', paymentTermsDays: 15 } });
    expect(sheet.buyer).toEqual({
      name: 'Oak & Sons',
      lines: [
        'Site: Main yard',
        'Ordered by Bob Buyer (lena@example.com)',
        '12 Timber Lane, Workshop 4',
        '01712345678',
      ],
    });
    expect(sheet.payment).toEqual([
      'Payment terms: Net 15 (due 15 days after shipping)',
      'Due date: November 19, 2026',
      // `now` is November 23.
      'Status: Overdue',
    ]);
    const prepaid = orderSheet(companyOrder, { ...options, company: { name: 'Oak & Sons', paymentTermsDays: 0 } });
    expect(prepaid.payment[0]).toBe('Payment terms: Prepayment (paid before shipping)');
  });

  it('says overdue past the due date, and paid with the date and reference once paid', () => {
    const late = { ...options, now: new Date('2026-12-05T00:00:00Z') };
    expect(orderSheet(shipped(), late).payment).toContain('Status: Overdue');
    const paid = shipped({ payment: 'paid', paidAt: '2026-12-01T10:00:00.000Z', paymentReference: 'BANK-778' });
    expect(orderSheet(paid, late).payment).toContain('Status: Paid on December 1, 2026 (reference BANK-778)');
  });

  it('keeps an odd id out of the file name', () => {
    expect(orderSheet(order({ _id: 'a"b\r\nc' }), options).filename).toBe('order-a-b--c.pdf');
  });
});

describe('renderOrderPdf', () => {
  it('writes a PDF whose text holds everything on the sheet', async () => {
    const pdf = await renderOrderPdf(orderSheet(shipped(), options));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const text = pdfText(pdf);
    for (const expected of [
      'Invoice INV-2026-00007',
      'Tools Hub Ltd.',
      '400 Foundry Lane',
      'Lena Lines',
      'lena@example.com',
      '12 Timber Lane, Workshop 4',
      '01712345678',
      'PO-2026-0042',
      'AbC123',
      'CLAMP-1',
      'Bar Clamp',
      '$12.50',
      '$550.00',
      'Savings on list prices (included)',
      '$75.00',
      '$699.00',
      'Payment terms: Net 30 (due 30 days after shipping)',
      'Due date: December 4, 2026',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('reads the same compressed or not, and compresses', async () => {
    const sheet = orderSheet(shipped(), options);
    const [packed, plain] = await Promise.all([renderOrderPdf(sheet), renderOrderPdf(sheet, { compress: false })]);
    expect(pdfText(packed)).toBe(pdfText(plain));
    expect(packed.length).toBeLessThan(plain.length);
    expect(plain.toString('latin1')).not.toContain('/FlateDecode');
  });

  it('prints buyers, addresses and tools in Polish, Bengali and Chinese as written, in the Noto fonts', async () => {
    const written = {
      polish: 'Zażółć Gęślą Jaźń',
      polishAddress: 'ul. Świętokrzyska 12, Łódź',
      // Without a vowel sign written before its consonant: a PDF holds glyphs in the order they are drawn.
      bengali: 'রবীন্দ্রনাথ ঠাকুর',
      chinese: '张伟',
      chineseAddress: '北京市朝阳区建国路 88 号',
      tool: 'Piła płatnica 鋸 (350 mm)',
    };
    const sheet = (userName: string, orderAddress: string) =>
      orderSheet(
        order({ userName, orderAddress, lines: [line({ toolName: written.tool }), ...order().lines.slice(1)] }),
        options,
      );
    const polish = await renderOrderPdf(sheet(written.polish, written.polishAddress));
    const bengali = await renderOrderPdf(sheet(written.bengali, written.polishAddress));
    const chinese = await renderOrderPdf(sheet(written.chinese, written.chineseAddress), { compress: false });

    const runs = (pdf: Buffer) => pdfTextRuns(pdf).join('');
    expect(pdfText(polish)).toContain(written.polish);
    expect(pdfText(polish)).toContain(written.polishAddress);
    expect(runs(bengali)).toContain(written.bengali);
    expect(pdfText(chinese)).toContain(written.chinese);
    expect(pdfText(chinese)).toContain(written.chineseAddress);
    // A line mixing scripts is written run by run, each in a font that has it.
    expect(runs(polish)).toContain(written.tool);
    for (const pdf of [polish, bengali, chinese]) expect(pdfText(pdf)).not.toMatch(/\?/);

    const embedded = (pdf: Buffer) =>
      [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    expect(new Set(embedded(polish))).toEqual(new Set(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansHans-Regular']));
    expect(embedded(bengali)).toContain('NotoSansBengali-Bold');
    expect(embedded(chinese)).toContain('NotoSansHans-Bold');
  }, 20_000); // three PDFs, the first to load the Chinese font: seconds on a busy machine

  it('writes a character no font has as ?', () => {
    expect(fontRuns('Saw 🪚 த')).toEqual([{ script: 'latin', text: 'Saw ? ?' }]);
    expect(fontRuns('রহিম 5 pcs')).toEqual([{ script: 'bengali', text: 'রহিম 5 pcs' }]);
    expect(fontRuns('Li 李')).toEqual([
      { script: 'latin', text: 'Li ' },
      { script: 'han', text: '李' },
    ]);
  });

  it('carries 50 lines over to a second page, repeating the header', async () => {
    const lines = Array.from({ length: 50 }, (_, i) =>
      line({
        toolId: `t${i}`,
        sku: `SKU-${String(i).padStart(2, '0')}`,
        toolName: `Tool number ${i} with a long name to wrap`,
      }),
    );
    const pdf = await renderOrderPdf(orderSheet(order({ lines }), options));
    const text = pdfText(pdf);
    expect(lines.every((l) => text.includes(l.sku))).toBe(true);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
    expect(text.match(/Unit price/g)?.length).toBeGreaterThan(1);
  });
});
