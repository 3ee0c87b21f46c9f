import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  formatCuit,
  formatVoucherNumber,
  isCreditNote,
  letterOf,
  voucherCode,
  type VoucherType,
} from '@burgers/domain/invoicing';
import { formatTotal } from '@burgers/domain/pricing';
import type { Order } from '@burgers/domain/types';
import type { IdentityRow, InvoiceRow } from './repo';

export const SANDBOX_LEGEND = 'Comprobante de prueba: sin validez fiscal';
export const TRANSPARENCY_LEGEND = 'Régimen de Transparencia Fiscal al Consumidor Ley 27.743';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export interface InvoiceDocument {
  invoice: InvoiceRow & { number: number; cae: string; caeDueDate: string; voucherDate: string };
  identity: Pick<IdentityRow, 'businessName' | 'cuit' | 'address' | 'grossIncome' | 'activityStart' | 'vatCondition'>;
  order: Order;
  qrUrl: string;
  simulated: boolean;
  /** For a credit note: the invoice it corrects (`Factura B 00003-00000127`) and the refund's reason. */
  creditNote?: { associated: string; reason: string };
}

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
 * The invoice (or a credit note) on one A4 page, as ARCA wants it read: the issuer, the letter and
 * its code in the box, point of sale and number, the lines, the totals (a B with the VAT it
 * contains and the Ley 27.743 legend), the CAE with its due date and the QR of RG 4892/2020. A
 * credit note names the invoice it corrects and has one line: the refund, with its reason.
 */
export async function invoicePdf(input: InvoiceDocument): Promise<Buffer> {
  const { invoice, identity, order } = input;
  const letter = letterOf(invoice.type as VoucherType);
  const credit = isCreditNote(invoice.type as VoucherType) ? input.creditNote : undefined;
  const title = credit ? 'NOTA DE CRÉDITO' : 'FACTURA';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${credit ? 'Nota de crédito' : 'Factura'} ${letter} ${formatVoucherNumber(invoice.pointOfSale, invoice.number)}`,
    },
  });
  const right = A4.width - MARGIN;
  const middle = A4.width / 2;

  if (input.simulated) {
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#b00020');
    doc.text(SANDBOX_LEGEND, MARGIN, 18, { width: right - MARGIN, align: 'center' });
    doc.fillColor('black');
  }
  // The letter's box, centred on the header's dividing line, as every Argentine voucher has it.
  doc.rect(middle - 25, MARGIN, 50, 50).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(30)
    .text(letter, middle - 25, MARGIN + 6, { width: 50, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(voucherCode(invoice.type as VoucherType), middle - 25, MARGIN + 40, {
      width: 50,
      align: 'center',
    });
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(identity.businessName, MARGIN, MARGIN, { width: middle - 40 - MARGIN });
  doc.font('Helvetica').fontSize(9);
  doc.text(identity.address, { width: middle - 40 - MARGIN });
  doc.text(`Condición frente al IVA: ${identity.vatCondition}`, { width: middle - 40 - MARGIN });

  const column = middle + 35;
  doc.font('Helvetica-Bold').fontSize(16).text(title, column, MARGIN);
  doc.font('Helvetica').fontSize(9);
  doc.text(`Punto de venta y número: ${formatVoucherNumber(invoice.pointOfSale, invoice.number)}`);
  doc.text(`Fecha de emisión: ${day(invoice.voucherDate)}`);
  doc.text(`CUIT: ${formatCuit(identity.cuit)}`);
  doc.text(`Ingresos Brutos: ${identity.grossIncome}`);
  doc.text(`Inicio de actividades: ${day(identity.activityStart)}`);

  let y = MARGIN + 95;
  doc.moveTo(MARGIN, y).lineTo(right, y).stroke();
  doc.text('Cliente: Consumidor final', MARGIN, y + 8);
  doc.text(`Pedido ${order.number === null ? '' : `#${order.number} `}(${order.purchaseId})`, MARGIN, y + 20);
  if (credit) doc.text(`Comprobante asociado: ${credit.associated}`, middle, y + 8, { width: right - middle });
  y += 42;
  doc.moveTo(MARGIN, y).lineTo(right, y).stroke();

  doc
    .font('Helvetica-Bold')
    .text('Cant.', MARGIN, y + 6)
    .text('Descripción', MARGIN + 40, y + 6);
  doc.text('Precio unit.', right - 170, y + 6, { width: 80, align: 'right' });
  doc.text('Subtotal', right - 80, y + 6, { width: 80, align: 'right' });
  y += 22;
  doc.font('Helvetica');
  // One page whatever the order's size: what does not fit before the totals is counted, not drawn.
  const linesEnd = A4.height - MARGIN - 110 - 150;
  const refundRow = (reason: string) => ({
    height: 13,
    draw: () => {
      const amount = formatTotal(invoice.totalCents / 100);
      doc.text('1', MARGIN, y);
      doc.text(`Devolución: ${reason}`, MARGIN + 40, y, {
        width: right - 170 - MARGIN - 50,
        height: 11,
        ellipsis: true,
      });
      doc.text(amount, right - 170, y, { width: 80, align: 'right' });
      doc.text(amount, right - 80, y, { width: 80, align: 'right' });
      y += 13;
    },
  });
  const orderRows = () => [
    ...order.lines.map((line) => ({
      height: 13 + 11 * (line.base ? 1 : 0) + 11 * (line.ingredients.length + line.options.length),
      draw: () => {
        const details = [
          ...(line.base ? [`Base: ${line.base}`] : []),
          ...line.ingredients.map((i) => `${i.quantity} x ${i.name}`),
          ...line.options.map((o) => (o.price ? `${o.name} (+${formatTotal(o.price)})` : o.name)),
        ];
        const cell = { width: right - 170 - MARGIN - 50, height: 11, ellipsis: true };
        doc.text(String(line.quantity), MARGIN, y);
        doc.text(line.title, MARGIN + 40, y, cell);
        doc.text(formatTotal(line.unit_price), right - 170, y, { width: 80, align: 'right' });
        doc.text(formatTotal(line.unit_price * line.quantity), right - 80, y, { width: 80, align: 'right' });
        y += 13;
        for (const detail of details) {
          doc.fontSize(8).text(detail, MARGIN + 52, y, { ...cell, width: cell.width - 10 });
          y += 11;
        }
        doc.fontSize(9);
      },
    })),
    ...order.discounts.map((discount) => ({
      height: 13,
      draw: () => {
        doc.text(`Descuento cupón ${discount.code}`, MARGIN + 40, y);
        doc.text(`-${formatTotal(discount.amount)}`, right - 80, y, { width: 80, align: 'right' });
        y += 13;
      },
    })),
  ];
  const rows = credit ? [refundRow(credit.reason)] : orderRows();
  for (const [index, row] of rows.entries()) {
    if (y + row.height > linesEnd - 13) {
      const left = rows.length - index;
      doc.font('Helvetica-Oblique');
      doc.text(
        `… y ${left} ${left === 1 ? 'renglón' : 'renglones'} más (el detalle está en Ver mi compra)`,
        MARGIN + 40,
        y,
      );
      doc.font('Helvetica');
      y += 13;
      break;
    }
    row.draw();
  }
  y += 6;
  doc.moveTo(MARGIN, y).lineTo(right, y).stroke();
  y += 8;
  const total = (label: string, cents: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, right - 300, y, { width: 210, align: 'right' });
    doc.text(formatTotal(cents / 100), right - 80, y, { width: 80, align: 'right' });
    y += 14;
  };
  total('Importe total:', invoice.totalCents, true);
  if (letter === 'B') {
    doc.font('Helvetica-Bold').text(TRANSPARENCY_LEGEND, MARGIN, y, { width: right - MARGIN });
    y += 14;
    total('IVA contenido (21 %):', invoice.vatCents);
    total('Otros impuestos nacionales indirectos:', 0);
    total('Importe neto:', invoice.netCents);
  }

  const qr = await QRCode.toBuffer(input.qrUrl, { type: 'png', margin: 1, errorCorrectionLevel: 'M', scale: 4 });
  const bottom = A4.height - MARGIN - 110;
  doc.image(qr, MARGIN, bottom, { width: 110, height: 110 });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`CAE N°: ${invoice.cae}`, MARGIN + 130, bottom + 30);
  doc.text(`Fecha de Vto. de CAE: ${day(invoice.caeDueDate)}`, MARGIN + 130, bottom + 46);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text('Comprobante autorizado por ARCA', MARGIN + 130, bottom + 64);
  if (input.simulated) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#b00020');
    doc.text(SANDBOX_LEGEND, MARGIN + 130, bottom + 80);
    doc.fillColor('black');
  }
  return toBuffer(doc);
}
