import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatCents } from '../../../domain/money';
import type { TaxInvoiceRow } from '../../db/schema';
import type { InvoiceLine } from './invoices';

/** Who issues the invoices: Khaya's registered name, address and VAT number (configuration). */
export interface Seller {
  name: string;
  address: string;
  /** Unset: the document is an invoice, not a tax invoice, and says why. */
  vatNumber: string | undefined;
}

/** Without configuration: Khaya's name, and no VAT number (the document says it is no tax invoice). */
export const DEFAULT_SELLER: Seller = {
  name: 'Khaya Marketplace',
  address: 'Cape Town, South Africa',
  vatNumber: undefined,
};

const DAY = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export const invoiceNumberText = (number: number) => `KH-${String(number).padStart(6, '0')}`;

/** Helvetica writes WinAnsi only: anything else becomes '?'. */
const plain = (text: string) =>
  text.replace(/\u00a0/g, ' ').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** A month's invoice as an A4 PDF: seller, provider, each fee and credit-back, total and VAT. */
export async function invoicePdf(
  seller: Seller,
  provider: { name: string },
  invoice: TaxInvoiceRow,
  lines: readonly InvoiceLine[],
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const title = seller.vatNumber ? 'Tax invoice' : 'Invoice';
  document.setTitle(`${title} ${invoiceNumberText(invoice.number)}`);
  document.setAuthor(seller.name);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let page = document.addPage([595, 842]);
  let y = 790;
  const write = (text: string, x: number, size = 10, font = regular) => {
    page.drawText(plain(text), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  };
  const next = (gap = 16) => {
    y -= gap;
    if (y < 60) {
      page = document.addPage([595, 842]);
      y = 790;
    }
  };
  write(title, 50, 20, bold);
  write(invoiceNumberText(invoice.number), 400, 12, bold);
  next(22);
  write(`Issued ${DAY.format(invoice.issuedAt)} for ${invoice.month}`, 400);
  write(seller.name, 50, 10, bold);
  next();
  write(seller.address, 50);
  next();
  write(
    seller.vatNumber
      ? `VAT number ${seller.vatNumber}`
      : 'Not a tax invoice: no VAT number is set on this server (KHAYA_VAT_NUMBER).',
    50,
  );
  next(28);
  write('To', 50, 10, bold);
  write(provider.name, 80);
  next(28);
  write('Date', 50, 10, bold);
  write('Description', 140, 10, bold);
  write('Amount', 480, 10, bold);
  for (const line of lines) {
    next();
    write(DAY.format(line.at), 50);
    write(line.reason.slice(0, 60), 140);
    write(formatCents(line.cents), 480);
  }
  next(28);
  write('Total (VAT included)', 300, 11, bold);
  write(formatCents(invoice.totalCents), 480, 11, bold);
  next();
  write('of which VAT at 15%', 300);
  write(formatCents(invoice.vatCents), 480);
  next(28);
  write('Paid from Khaya credit. Khaya charges only when a customer hires you.', 50, 9);
  return document.save();
}
