import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatCuit, formatVoucherNumber, letterOf, voucherCode, type VoucherType } from '@burgers/domain/invoicing';
import { formatTotal } from '@burgers/domain/pricing';
import { SANDBOX_LEGEND, TRANSPARENCY_LEGEND, type InvoiceDocument } from './pdf';

const MM = 72 / 25.4;
const MARGIN = 3 * MM;
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * The invoice on the counter's thermal roll (80 or 58 mm, the printing settings' paper): the same
 * contents as the A4 page, one column, as long as it needs to be.
 */
export async function invoiceTicketPdf(input: InvoiceDocument, paperMm: 80 | 58): Promise<Buffer> {
  const { invoice, identity, order } = input;
  const letter = letterOf(invoice.type as VoucherType);
  const width = paperMm * MM;
  const column = width - 2 * MARGIN;
  const lineCount =
    order.lines.reduce((sum, line) => sum + 1 + line.options.length + line.ingredients.length, 0) +
    order.discounts.length;
  // Generous: pdfkit needs the page's size first; the roll is cut where the content ends anyway.
  const height = (260 + lineCount * 2 * 11 + column) * 1.1;
  const doc = new PDFDocument({ size: [width, height], margin: MARGIN });
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(value, MARGIN, doc.y, { width: column, ...options });

  doc.fontSize(paperMm === 58 ? 7 : 8);
  if (input.simulated) text(SANDBOX_LEGEND, { align: 'center' });
  doc.font('Helvetica-Bold');
  text(identity.businessName, { align: 'center' });
  doc.font('Helvetica');
  text(identity.address, { align: 'center' });
  text(`CUIT: ${formatCuit(identity.cuit)}`, { align: 'center' });
  text(`Ingresos Brutos: ${identity.grossIncome}`, { align: 'center' });
  text(`Inicio de actividades: ${day(identity.activityStart)}`, { align: 'center' });
  text(identity.vatCondition, { align: 'center' });
  doc.moveDown(0.5).font('Helvetica-Bold');
  text(`FACTURA ${letter}  ${voucherCode(invoice.type as VoucherType)}`, { align: 'center' });
  doc.font('Helvetica');
  text(formatVoucherNumber(invoice.pointOfSale, invoice.number), { align: 'center' });
  text(`Fecha: ${day(invoice.voucherDate)}`, { align: 'center' });
  text('Consumidor final', { align: 'center' });
  doc.moveDown(0.5);
  for (const line of order.lines) {
    text(`${line.quantity} x ${line.title}  ${formatTotal(line.unit_price * line.quantity)}`);
    for (const option of line.options) text(`   ${option.name}`);
    for (const ingredient of line.ingredients) text(`   ${ingredient.quantity} x ${ingredient.name}`);
  }
  for (const discount of order.discounts) text(`Descuento ${discount.code}  -${formatTotal(discount.amount)}`);
  doc.moveDown(0.5).font('Helvetica-Bold');
  text(`TOTAL ${formatTotal(invoice.totalCents / 100)}`, { align: 'right' });
  doc.font('Helvetica');
  if (letter === 'B') {
    text(TRANSPARENCY_LEGEND);
    text(`IVA contenido (21 %): ${formatTotal(invoice.vatCents / 100)}`, { align: 'right' });
    text(`Otros impuestos nacionales indirectos: ${formatTotal(0)}`, { align: 'right' });
  }
  doc.moveDown(0.5);
  text(`CAE N°: ${invoice.cae}`);
  text(`Fecha de Vto. de CAE: ${day(invoice.caeDueDate)}`);
  const qr = await QRCode.toBuffer(input.qrUrl, { type: 'png', margin: 1, errorCorrectionLevel: 'M', scale: 4 });
  const size = Math.min(column, 40 * MM);
  doc.image(qr, (width - size) / 2, doc.y + 4, { width: size, height: size });
  doc.y += size + 8;
  if (input.simulated) text(SANDBOX_LEGEND, { align: 'center' });
  return toBuffer(doc);
}
