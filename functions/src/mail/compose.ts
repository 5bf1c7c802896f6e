import { config } from '../config';
import type { MailMessage } from './outgoing-mail';

/** Makes text safe to place in HTML, in element content and in quoted attributes alike. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A block of a message: a paragraph, or a table of label/value rows (an order's lines). */
export type Block = { paragraph: string } | { rows: [string, string][] };

export interface Letter {
  subject: string;
  /** The greeting line ("Hello Ada,"); none for messages to the shop's own staff. */
  greeting?: string;
  blocks: Block[];
  /** The one link the message is about: label and address. */
  link: { label: string; url: string };
}

/** The order's page in the dashboard, on the shop's public address (config.publicSiteUrl). */
export function orderPageUrl(orderId: string): string {
  return `${config.publicSiteUrl()}/dashboard/orders/${encodeURIComponent(orderId)}`;
}

function textBlock(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  return block.rows.map(([label, value]) => `  ${label}: ${value}`).join('\n');
}

function htmlBlock(block: Block): string {
  if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
  const rows = block.rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0">${escapeHtml(label)}</td><td style="padding:2px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;
}

/**
 * The plain and HTML versions of one letter, both signed with the shop's name: every value is
 * escaped in the HTML (names, addresses and notes come from customers).
 */
export function compose(letter: Letter): MailMessage {
  const shop = config.shopName;
  const text = [
    ...(letter.greeting ? [letter.greeting] : []),
    ...letter.blocks.map(textBlock),
    `${letter.link.label}: ${letter.link.url}`,
    `-- ${shop}`,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(shop)}</h1>`,
    ...(letter.greeting ? [`<p>${escapeHtml(letter.greeting)}</p>`] : []),
    ...letter.blocks.map(htmlBlock),
    `<p><a href="${escapeHtml(letter.link.url)}">${escapeHtml(letter.link.label)}</a></p>`,
    `<p style="color:#666">${escapeHtml(shop)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `${letter.subject} | ${shop}`, text: `${text}\n`, html: `${html}\n` };
}
