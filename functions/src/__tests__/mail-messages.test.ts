import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compose, escapeHtml } from '../mail/compose';
import {
  orderReceivedAdminMessage,
  orderReceivedMessage,
  orderStatusMessage,
  paymentRecordedMessage,
  type PlacedOrder,
} from '../mail/order-messages';
import { inquiryReceivedMessage, lowStockMessage } from '../mail/shop-messages';
import { emailVerificationMessage } from '../mail/account-messages';

const order: PlacedOrder = {
  id: 'ord123',
  buyerName: 'Ada <script>alert(1)</script>',
  buyerEmail: 'ada@example.com',
  orderAddress: '1 Mill & Co Road',
  poNumber: 'PO-7',
  lines: [
    {
      toolId: 'saw',
      sku: 'SAW-1',
      toolName: 'Panel Saw',
      imageLink: '/saw.svg',
      unitPriceCents: 1250,
      listPriceCents: 1400,
      quantity: 4,
      lineTotalCents: 5000,
    },
    {
      toolId: 'plane',
      sku: 'PLN-2',
      toolName: 'Block "Plane"',
      imageLink: '/plane.svg',
      unitPriceCents: 3999,
      listPriceCents: 3999,
      quantity: 2,
      lineTotalCents: 7998,
    },
  ],
  totalBillCents: 12998,
};

const savedHostingUrl = process.env.TOOLSHUB_HOSTING_URL;
beforeEach(() => {
  process.env.TOOLSHUB_HOSTING_URL = 'https://shop.example/';
});
afterEach(() => {
  if (savedHostingUrl === undefined) delete process.env.TOOLSHUB_HOSTING_URL;
  else process.env.TOOLSHUB_HOSTING_URL = savedHostingUrl;
});

describe('escapeHtml', () => {
  it('escapes every character that could open markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('order received', () => {
  it("gives the buyer the lines, the total and a link to the order's page, in plain text", () => {
    const message = orderReceivedMessage(order);
    expect(message.subject).toBe('We received your order ord123 | Tools Hub');
    expect(message.text).toContain('Panel Saw (SAW-1) × 4 at $12.50: $50.00');
    expect(message.text).toContain('Block "Plane" (PLN-2) × 2 at $39.99: $79.98');
    expect(message.text).toContain('Total: $129.98');
    expect(message.text).toContain('Your purchase order: PO-7');
    expect(message.text).toContain('See the order: https://shop.example/dashboard/orders/ord123');
    expect(message.text.trimEnd().endsWith('-- Tools Hub')).toBe(true);
  });

  it('escapes what customers wrote in the HTML version', () => {
    const { html } = orderReceivedMessage(order);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hello Ada &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain('Block &quot;Plane&quot;');
    expect(html).toContain('1 Mill &amp; Co Road');
    expect(html).toContain('<a href="https://shop.example/dashboard/orders/ord123">See the order</a>');
    expect(html).toContain('<h1 style="font-size:20px">Tools Hub</h1>');
  });

  it('tells the admins who ordered what', () => {
    const message = orderReceivedAdminMessage({ ...order, buyerName: 'Ada', poNumber: null });
    expect(message.subject).toBe('New order ord123 from Ada | Tools Hub');
    expect(message.text).toContain('Ada <ada@example.com> placed order ord123.');
    expect(message.text).toContain('Total: $129.98');
    expect(message.text).not.toContain('Purchase order');
  });
});

describe('status changes', () => {
  it.each([
    ['processing', 'Your order ord123 is being prepared'],
    ['shipped', 'Your order ord123 has shipped'],
    ['delivered', 'Your order ord123 was delivered'],
    ['cancelled', 'Your order ord123 was cancelled'],
    ['expired', 'Your order ord123 expired'],
  ] as const)('%s: "%s"', (status, subject) => {
    const message = orderStatusMessage({ orderId: 'ord123', buyerName: 'Ada' }, status);
    expect(message.subject).toBe(`${subject} | Tools Hub`);
    expect(message.text).toContain('Hello Ada,');
    expect(message.text).toContain('https://shop.example/dashboard/orders/ord123');
    expect(message.html).toContain('href="https://shop.example/dashboard/orders/ord123"');
  });

  it('the shipped news says when its invoice is attached', () => {
    const shipped = orderStatusMessage(
      { orderId: 'ord123', buyerName: 'Ada', attachedInvoice: 'INV-2026-00003' },
      'shipped',
    );
    expect(shipped.text).toContain('Your invoice INV-2026-00003 is attached as a PDF.');
    expect(shipped.html).toContain('<p>Your invoice INV-2026-00003 is attached as a PDF.</p>');
    expect(orderStatusMessage({ orderId: 'ord123', buyerName: 'Ada' }, 'shipped').text).not.toContain('attached');
  });

  it("encodes the order's id in its link", () => {
    expect(orderStatusMessage({ orderId: 'a b', buyerName: 'Ada' }, 'shipped').text).toContain(
      '/dashboard/orders/a%20b',
    );
  });
});

describe('payment recorded', () => {
  const payment = {
    orderId: 'ord123',
    buyerName: 'Ada',
    amountCents: 12998,
    paymentReference: 'SEPA <2026/11/77>',
    invoiceNumber: 'INV-2026-00012',
  };

  it("names the amount, the reference and the invoice, with the order's link", () => {
    const message = paymentRecordedMessage(payment);
    expect(message.subject).toBe('We received your payment for order ord123 | Tools Hub');
    expect(message.text).toContain('Hello Ada,');
    expect(message.text).toContain('Thank you: we recorded your payment for order ord123.');
    expect(message.text).toContain('  Amount: $129.98\n  Reference: SEPA <2026/11/77>\n  Invoice: INV-2026-00012');
    expect(message.text).toContain('See the order: https://shop.example/dashboard/orders/ord123');
    expect(message.html).toContain('SEPA &lt;2026/11/77&gt;');
    expect(message.html).not.toContain('<2026');
    expect(message.html).toContain('href="https://shop.example/dashboard/orders/ord123"');
  });

  it('has no invoice row for an order paid before it shipped', () => {
    const message = paymentRecordedMessage({ ...payment, invoiceNumber: null });
    expect(message.text).toContain('Reference: SEPA');
    expect(message.text).not.toContain('Invoice');
  });
});

describe("the shop's own messages", () => {
  it('announces an inquiry with a link to the inquiries', () => {
    const message = inquiryReceivedMessage('buyer@example.com');
    expect(message.subject).toBe('New inquiry from buyer@example.com | Tools Hub');
    expect(message.text).toContain('https://shop.example/dashboard/inquiries');
  });

  it('names the tool, its stock and reorder point', () => {
    const message = lowStockMessage({ toolName: 'Saw', sku: 'S-1', available: 3, threshold: 10, orderId: 'o1' });
    expect(message.subject).toBe('Low stock: Saw (3 left) | Tools Hub');
    expect(message.text).toContain('Saw (S-1) has 3 pieces left, at or below its reorder point of 10, after order o1.');
  });
});

describe('e-mail verification', () => {
  const link =
    'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&oobCode=abc&continueUrl=https%3A%2F%2Fshop.example%2F';

  it('greets the account by name and ends with the Auth link, in plain text', () => {
    const message = emailVerificationMessage('Vera', link);
    expect(message.subject).toBe('Verify your e-mail address | Tools Hub');
    expect(message.text.startsWith('Hello Vera,\n\n')).toBe(true);
    expect(message.text).toContain('You can order once it is verified.');
    expect(message.text).toContain(`Verify my e-mail address: ${link}`);
    expect(message.text.trimEnd().endsWith('-- Tools Hub')).toBe(true);
  });

  it('escapes the name and the link in the HTML version; no name, no name in the greeting', () => {
    const { html } = emailVerificationMessage('<b>Vera</b>', link);
    expect(html).toContain('Hello &lt;b&gt;Vera&lt;/b&gt;,');
    expect(html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">Verify my e-mail address</a>`);
    expect(emailVerificationMessage(null, link).text.startsWith('Hello,\n\n')).toBe(true);
  });
});

describe('compose', () => {
  it('leaves out the greeting for staff messages and renders rows as a table', () => {
    const message = compose({
      subject: 'S',
      blocks: [{ rows: [['a', '1']] }],
      link: { label: 'L', url: 'https://x.example/?a=1&b=2' },
    });
    expect(message.text).toBe('  a: 1\n\nL: https://x.example/?a=1&b=2\n\n-- Tools Hub\n');
    expect(message.html).toContain('<table role="presentation"');
    expect(message.html).toContain('href="https://x.example/?a=1&amp;b=2"');
  });
});
