import PDFDocument from 'pdfkit';
import type { OrderSheet, SheetLine } from './order-sheet';
import { fontFile, fontRuns, type Script, type Weight } from './pdf-fonts';

export interface PdfOptions {
  /**
   * Deflate the page contents (the default, about a third of the size). Tests read the text
   * either way (testing/pdf-text.ts inflates).
   */
  compress?: boolean;
}

const MARGIN = 50;
const PAGE = { width: 612, height: 792 }; // US Letter, in points
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN;
const GREY = '#555555';

interface Column {
  key: keyof SheetLine;
  title: string;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: Column[] = [
  { key: 'sku', title: 'SKU', width: 92, align: 'left' },
  { key: 'name', title: 'Item', width: 168, align: 'left' },
  { key: 'quantity', title: 'Qty', width: 40, align: 'right' },
  { key: 'unitPrice', title: 'Unit price', width: 68, align: 'right' },
  { key: 'listPrice', title: 'List price', width: 64, align: 'right' },
  { key: 'lineTotal', title: 'Line total', width: 80, align: 'right' },
];

/**
 * Lays an order sheet out on US Letter pages in Noto Sans (and its Bengali and Chinese faces where
 * the text needs them: see pdf-fonts.ts); resolves to the file.
 */
export function renderOrderPdf(sheet: OrderSheet, { compress = true }: PdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress,
    info: { Title: sheet.title, Author: sheet.seller.name, Subject: sheet.filename },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Each face is registered the first time a run needs it, so a PDF embeds only the fonts it uses.
  const registered = new Set<string>();
  const face = (script: Script, weight: Weight) => {
    const name = `${script}-${weight}`;
    if (!registered.has(name)) {
      doc.registerFont(name, fontFile(script, weight));
      registered.add(name);
    }
    return name;
  };
  let weight: Weight = 'regular';
  const font = (w: Weight) => {
    weight = w;
    return doc.font(face('latin', w));
  };
  /** Writes `value` at (x, y), run by run where it needs more than one font. */
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) => {
    const runs = fontRuns(value);
    runs.forEach((run, i) => {
      doc.font(face(run.script, weight));
      const continued = i < runs.length - 1;
      if (i === 0) doc.text(run.text, x, y, { lineBreak: true, ...options, continued });
      else doc.text(run.text, { continued });
    });
    return doc.font(face('latin', weight));
  };
  /** The height `value` takes in `width`, measured in the font of its longest run. */
  const heightOf = (value: string, width: number) => {
    const longest = fontRuns(value).reduce((a, b) => (b.text.length > a.text.length ? b : a));
    const height = doc.font(face(longest.script, weight)).heightOfString(value, { width });
    doc.font(face('latin', weight));
    return height;
  };
  let y = MARGIN;

  font('bold').fontSize(20).fillColor('black');
  text(sheet.title, MARGIN, y, { width: CONTENT_WIDTH });
  y = doc.y + 16;

  // Seller and buyer side by side.
  const half = CONTENT_WIDTH / 2 - 10;
  const party = (heading: string, name: string, lines: string[], x: number) => {
    font('bold').fontSize(9).fillColor(GREY);
    text(heading, x, y, { width: half });
    font('bold').fontSize(11).fillColor('black');
    text(name, x, doc.y + 2, { width: half });
    font('regular').fontSize(10);
    for (const line of lines) text(line, x, doc.y + 1, { width: half });
    return doc.y;
  };
  const sellerEnd = party('FROM', sheet.seller.name, sheet.seller.lines, MARGIN);
  const buyerEnd = party('BILL TO', sheet.buyer.name, sheet.buyer.lines, MARGIN + half + 20);
  y = Math.max(sellerEnd, buyerEnd) + 16;

  doc.fontSize(10);
  for (const [label, value] of sheet.facts) {
    font('bold');
    text(`${label}:`, MARGIN, y, { width: 100 });
    font('regular');
    text(value, MARGIN + 100, y, { width: CONTENT_WIDTH - 100 });
    y = doc.y + 2;
  }
  y += 14;

  const header = () => {
    font('bold').fontSize(9).fillColor('black');
    let x = MARGIN;
    for (const column of COLUMNS) {
      text(column.title, x, y, { width: column.width - 4, align: column.align });
      x += column.width;
    }
    y += 14;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(MARGIN + CONTENT_WIDTH, y - 3)
      .lineWidth(0.5)
      .stroke();
  };
  header();
  font('regular').fontSize(9);
  for (const line of sheet.lines) {
    const height = Math.max(...COLUMNS.map((c) => heightOf(line[c.key] ?? '', c.width - 4)));
    if (y + height > BOTTOM) {
      doc.addPage();
      y = MARGIN;
      header();
      font('regular').fontSize(9);
    }
    let x = MARGIN;
    for (const column of COLUMNS) {
      const value = line[column.key];
      if (value) text(value, x, y, { width: column.width - 4, align: column.align });
      x += column.width;
    }
    y += height + 4;
  }

  const totals: [string, string][] = [];
  if (sheet.savings) totals.push(['Savings on list prices (included)', sheet.savings]);
  if (sheet.tax) totals.push(['Net', sheet.tax.net], [sheet.tax.label, sheet.tax.amount]);
  const totalLabel = sheet.tax ? 'Total due' : 'Total';
  totals.push([totalLabel, sheet.total]);
  if (y + 20 * totals.length + 16 * sheet.payment.length + 40 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .moveTo(MARGIN, y + 2)
    .lineTo(MARGIN + CONTENT_WIDTH, y + 2)
    .lineWidth(0.5)
    .stroke();
  y += 8;
  for (const [label, value] of totals) {
    font(label === totalLabel ? 'bold' : 'regular').fontSize(label === totalLabel ? 12 : 10);
    text(label, MARGIN + CONTENT_WIDTH - 300, y, { width: 200, align: 'right' });
    text(value, MARGIN + CONTENT_WIDTH - 100, y, { width: 100, align: 'right' });
    y = doc.y + 4;
  }
  y += 12;
  font('regular').fontSize(10);
  for (const line of sheet.payment) {
    text(line, MARGIN, y, { width: CONTENT_WIDTH });
    y = doc.y + 2;
  }

  doc.end();
  return done;
}
