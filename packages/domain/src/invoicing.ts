/**
 * Electronic invoices authorised by ARCA (issue 33): the rules both sides share. The CUIT's check
 * digit, the amounts of a Factura B or C, the voucher's printed number and the QR that RG 4892/2020
 * requires on every voucher. Money in integer cents, as everywhere in domain.
 */

export const VAT_CONDITIONS = ['Responsable inscripto', 'Monotributo'] as const;
export type VatCondition = (typeof VAT_CONDITIONS)[number];

/** ARCA's voucher codes: Factura B / C and their Notas de Crédito. */
export const VOUCHER_TYPES = { invoiceB: 6, creditNoteB: 8, invoiceC: 11, creditNoteC: 13 } as const;
export type VoucherType = (typeof VOUCHER_TYPES)[keyof typeof VOUCHER_TYPES];
export type VoucherLetter = 'B' | 'C';

export const INVOICE_STATUSES = ['pendiente', 'emitida', 'rechazada'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** ARCA's id of the 21 % VAT rate (`Iva.AlicIva.Id`). */
export const VAT_21_ID = 5;
export const POINT_OF_SALE_MAX = 99998;

/** The QR's address: ARCA reads the voucher's data from the base64 JSON in `p`. */
export const ARCA_QR_BASE = 'https://www.arca.gob.ar/fe/qr/';

/** A Responsable inscripto issues B to a consumidor final; a monotributista issues C. */
export function invoiceTypeFor(condition: VatCondition): VoucherType {
  return condition === 'Responsable inscripto' ? VOUCHER_TYPES.invoiceB : VOUCHER_TYPES.invoiceC;
}

/** The Nota de Crédito of the invoice's letter: 8 for a B, 13 for a C. */
export function creditNoteTypeFor(invoiceType: VoucherType): VoucherType {
  return letterOf(invoiceType) === 'B' ? VOUCHER_TYPES.creditNoteB : VOUCHER_TYPES.creditNoteC;
}

export function letterOf(type: VoucherType): VoucherLetter {
  return type === VOUCHER_TYPES.invoiceB || type === VOUCHER_TYPES.creditNoteB ? 'B' : 'C';
}

export function isCreditNote(type: VoucherType): boolean {
  return type === VOUCHER_TYPES.creditNoteB || type === VOUCHER_TYPES.creditNoteC;
}

/** `Cód. 006`: the code box printed under the letter. */
export function voucherCode(type: VoucherType): string {
  return `Cód. ${String(type).padStart(3, '0')}`;
}

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The CUIT's 11 digits, dashes and spaces dropped; null when it is not 11 digits. */
export function normalizeCuit(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/**
 * Modulo 11 over the first ten digits with ARCA's weights: 11 gives 0, and 10 is never a valid
 * check digit (ARCA assigns another prefix instead).
 */
export function isValidCuit(text: string): boolean {
  const digits = normalizeCuit(text);
  if (!digits) return false;
  const sum = CUIT_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const rest = 11 - (sum % 11);
  const check = rest === 11 ? 0 : rest;
  return check !== 10 && check === Number(digits[10]);
}

/** `20-12345678-6`, as the documents print it. */
export function formatCuit(cuit: string): string {
  const digits = normalizeCuit(cuit) ?? cuit;
  return `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
}

export interface InvoiceAmounts {
  netCents: number;
  vatCents: number;
  totalCents: number;
}

/**
 * A Factura B states the VAT the price contains (Ley 27.743): net rounded to the cent, VAT the
 * rest, so net + VAT is the total exactly, as ARCA checks. A Factura C states the total as net.
 */
export function invoiceAmounts(totalCents: number, type: VoucherType): InvoiceAmounts {
  if (letterOf(type) === 'C') return { netCents: totalCents, vatCents: 0, totalCents };
  const netCents = Math.round((totalCents * 100) / 121);
  return { netCents, vatCents: totalCents - netCents, totalCents };
}

/** `00003-00000127`: point of sale in five digits, number in eight. */
export function formatVoucherNumber(pointOfSale: number, number: number): string {
  return `${String(pointOfSale).padStart(5, '0')}-${String(number).padStart(8, '0')}`;
}

export interface QrVoucher {
  /** yyyy-mm-dd */
  date: string;
  cuit: string;
  pointOfSale: number;
  type: VoucherType;
  number: number;
  totalCents: number;
  cae: string;
}

/** The JSON RG 4892/2020 defines, for a consumidor final (document 99, number 0) paid in pesos. */
export function qrPayload(voucher: QrVoucher) {
  return {
    ver: 1,
    fecha: voucher.date,
    cuit: Number(voucher.cuit),
    ptoVta: voucher.pointOfSale,
    tipoCmp: voucher.type,
    nroCmp: voucher.number,
    importe: voucher.totalCents / 100,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: 99,
    nroDocRec: 0,
    tipoCodAut: 'E',
    codAut: Number(voucher.cae),
  };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 of an ASCII text (the QR's JSON is numbers and ASCII words), the same in browser and server. */
export function base64Ascii(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [text.charCodeAt(i), text.charCodeAt(i + 1) || 0, text.charCodeAt(i + 2) || 0];
    const n = (a << 16) | (b << 8) | c;
    out += BASE64[(n >> 18) & 63]! + BASE64[(n >> 12) & 63]!;
    out += i + 1 < text.length ? BASE64[(n >> 6) & 63]! : '=';
    out += i + 2 < text.length ? BASE64[n & 63]! : '=';
  }
  return out;
}

export function decodeBase64Ascii(encoded: string): string {
  const clean = encoded.replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  let out = '';
  for (const char of clean) {
    value = (value << 6) | BASE64.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((value >> bits) & 255);
    }
  }
  return out;
}

export function qrUrl(voucher: QrVoucher): string {
  return `${ARCA_QR_BASE}?p=${base64Ascii(JSON.stringify(qrPayload(voucher)))}`;
}
