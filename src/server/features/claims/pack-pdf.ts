import PDFDocument from 'pdfkit';
import { formatDay } from '../../../contract/claims/rules/wording';
import { londonDate } from '../../../contract/shared/business-days';
import { PACK_LETTERS } from '../../../contract/claims/pack-text';
import { formatPaymentAmount, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../contract/claims/payments';
import { DOCUMENT_TYPE_LABELS } from '../../../contract/documents/documents';
import type { PackFacts, Practice } from './pack-facts';
import { type PackFont, packFonts } from './pack-fonts';

const MARGIN = 56;
const FOOTER_Y = 842 - 40;
const INK = '#111827';
const MUTED = '#4b5563';
// DejaVu Sans runs wider than Helvetica: these sizes keep about as much on a line and in a table cell.
const TABLE_SIZE = 7.5;

/** Text as the person typed it, drawn as nothing but text: line breaks stay, tabs become spaces, other control characters go. */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || (code >= 0x20 && !(code >= 0x7f && code < 0xa0))) out += char;
  }
  return out;
}

/** `printable` text as `font` draws it: a character it has no glyph for (a Chinese one, say) shows as "?", not as an empty box. */
export function drawable(text: string, font: PackFont): string {
  let out = '';
  for (const char of printable(text)) out += char === '\n' || font.draws(char.codePointAt(0) ?? 0) ? char : '?';
  return out;
}

/** Draws with DejaVu Sans (or its bold) from here on, and answers it for `drawable`. */
function switchFont(doc: PDFKit.PDFDocument, bold = false): PackFont {
  const font = bold ? packFonts().bold : packFonts().regular;
  doc.font(font.name);
  return font;
}

const amountsText = (amounts: readonly { amount: string; currency: string }[]) =>
  amounts.map((a) => formatPaymentAmount(a.amount, a.currency)).join(' and ');

function letterhead(doc: PDFKit.PDFDocument, practice: Practice) {
  const bold = switchFont(doc, true);
  doc.fontSize(13.5).fillColor(INK).text(drawable(practice.name, bold));
  const font = switchFont(doc);
  doc.fontSize(8).fillColor(MUTED);
  const lines = [
    practice.address,
    practice.companyNumber && `Registered company number ${practice.companyNumber}`,
    practice.regulatorStatement,
    practice.regulatorReference && `Regulator reference ${practice.regulatorReference}`,
    [practice.email, practice.phone].filter(Boolean).join('  ·  '),
  ].filter(Boolean);
  for (const line of lines) doc.text(drawable(line, font));
  const y = doc.y + 6;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#9ca3af')
    .stroke();
  doc.y = y + 14;
  doc.x = MARGIN;
}

function paragraph(doc: PDFKit.PDFDocument, text: string, options: { bold?: boolean; size?: number; gap?: number } = {}) {
  const font = switchFont(doc, options.bold);
  doc
    .fontSize(options.size ?? 9.5)
    .fillColor(INK)
    .text(drawable(text, font), MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN, lineGap: 1.5 });
  doc.moveDown(options.gap ?? 0.7);
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  if (doc.y > 842 - 64 - 80) doc.addPage();
  doc.moveDown(0.5);
  paragraph(doc, text, { bold: true, size: 11, gap: 0.4 });
}

const COLUMNS = [
  { title: 'Date', width: 74 },
  { title: 'Amount', width: 76 },
  { title: 'Method', width: 80 },
  { title: 'Paid from', width: 80 },
  { title: 'Payee or wallet', width: 96 },
  { title: 'Reference', width: 77 },
] as const;
const CELL_PAD = 3;

function tableRow(doc: PDFKit.PDFDocument, cells: readonly string[], options: { bold?: boolean; shade?: boolean } = {}) {
  const font = switchFont(doc, options.bold);
  doc.fontSize(TABLE_SIZE);
  const texts = cells.map((cell) => drawable(cell, font));
  const height = Math.max(...texts.map((text, i) => doc.heightOfString(text, { width: COLUMNS[i].width - 2 * CELL_PAD }))) + 2 * CELL_PAD;
  if (doc.y + height > 842 - 64) {
    doc.addPage();
    if (!options.bold) tableHeader(doc);
    // The header row drew in bold: this row draws in its own font again.
    switchFont(doc, options.bold);
    doc.fontSize(TABLE_SIZE);
  }
  const top = doc.y;
  if (options.shade) doc.rect(MARGIN, top, doc.page.width - 2 * MARGIN, height).fill('#f3f4f6');
  let x = MARGIN;
  doc.fillColor(INK);
  texts.forEach((text, i) => {
    doc.text(text, x + CELL_PAD, top + CELL_PAD, { width: COLUMNS[i].width - 2 * CELL_PAD });
    x += COLUMNS[i].width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(doc.page.width - MARGIN, top + height)
    .lineWidth(0.3)
    .strokeColor('#d1d5db')
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

const tableHeader = (doc: PDFKit.PDFDocument) =>
  tableRow(
    doc,
    COLUMNS.map((c) => c.title),
    { bold: true, shade: true },
  );

function schedule(doc: PDFKit.PDFDocument, facts: PackFacts) {
  heading(doc, 'Schedule of payments');
  tableHeader(doc);
  for (const p of facts.payments) {
    tableRow(doc, [
      formatDay(p.paidAt),
      formatPaymentAmount(p.amount, p.currency),
      PAYMENT_METHOD_LABELS[p.method as PaymentMethod] ?? p.method,
      p.payerInstitution,
      [p.payee, p.walletAddress].filter(Boolean).join('\n') || '-',
      p.reference || '-',
    ]);
  }
  for (const total of facts.totals)
    tableRow(doc, [`Total (${total.currency})`, formatPaymentAmount(total.amount, total.currency), '', '', '', ''], { shade: true });
  doc.moveDown(0.6);
  const count = facts.payments.length;
  paragraph(doc, `${count} ${count === 1 ? 'payment' : 'payments'}, in total ${amountsText(facts.totals) || 'nothing'}.`);
  if (facts.amountClaimed) paragraph(doc, `Amount claimed: ${amountsText([facts.amountClaimed])}.`);
}

function enclosures(doc: PDFKit.PDFDocument, facts: PackFacts) {
  heading(doc, 'Enclosed documents');
  if (facts.documents.length === 0) {
    paragraph(doc, 'No documents are enclosed.');
    return;
  }
  facts.documents.forEach((d, i) => {
    paragraph(
      doc,
      `${i + 1}. ${d.fileName} (${DOCUMENT_TYPE_LABELS[d.documentType] ?? d.documentType}, received ${formatDay(londonDate(new Date(d.uploadedAt)))})`,
      {
        gap: 0.2,
      },
    );
  });
}

function pageNumbers(doc: PDFKit.PDFDocument, facts: PackFacts) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Written inside the bottom margin: without this the footer itself would start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const font = switchFont(doc);
    doc.fontSize(TABLE_SIZE).fillColor(MUTED);
    doc.text(drawable(facts.caseId, font), MARGIN, FOOTER_Y, { width: 150, lineBreak: false });
    doc.text(`Page ${i + 1 - range.start} of ${range.count}`, MARGIN, FOOTER_Y, {
      width: doc.page.width - 2 * MARGIN,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * A claim's pack as a PDF stream: the letter to the counterparty on the practice's details, the schedule
 * of the claim's payments with their totals, and the list of documents enclosed; "Page N of M" on every
 * page. Pages are kept until the end to number them (a few, the documents are not in it), then the bytes
 * stream out. Everything a person typed is drawn as text.
 */
export function packPdf(facts: PackFacts): PDFKit.PDFDocument {
  const letter = PACK_LETTERS[facts.type];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 64, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: printable(`${letter.subject}: ${facts.caseId}`),
      Author: printable(facts.practice.name),
      Subject: printable(`${letter.subject} to ${facts.counterparty}`),
    },
  });
  for (const font of Object.values(packFonts())) doc.registerFont(font.name, font.bytes);
  letterhead(doc, facts.practice);
  paragraph(doc, formatDay(facts.date));
  paragraph(doc, `To: ${facts.counterparty}`, { bold: true, gap: 0.3 });
  paragraph(doc, letter.subject, { bold: true, size: 11.5, gap: 0.3 });
  paragraph(
    doc,
    `${facts.clientName ? `Our client: ${facts.clientName}\n` : ''}Our reference: ${facts.caseId}${facts.reference ? `\nClaim reference: ${facts.reference}` : ''}`,
    {
      gap: 1,
    },
  );
  paragraph(doc, 'Dear Sir or Madam,');
  paragraph(doc, `We act for ${facts.clientName ?? 'our client'} (our reference ${facts.caseId}). ${letter.request}`);
  if (letter.rule) paragraph(doc, `Rule relied on: ${letter.rule}`);
  if (facts.totals.length > 0) {
    paragraph(
      doc,
      `The payments total ${amountsText(facts.totals)}${facts.amountClaimed ? `; we claim ${amountsText([facts.amountClaimed])}` : ''}.`,
    );
  }
  if (facts.police) paragraph(doc, `The scam was reported to ${facts.police.to}: crime reference ${facts.police.reference}.`);
  if (facts.letterNote) paragraph(doc, facts.letterNote);
  paragraph(doc, 'The schedule of the payments and the list of the documents enclosed follow. Please reply quoting our reference.');
  paragraph(doc, 'Yours faithfully,', { gap: 0.3 });
  paragraph(doc, facts.practice.name, { bold: true });
  schedule(doc, facts);
  enclosures(doc, facts);
  pageNumbers(doc, facts);
  doc.end();
  return doc;
}
