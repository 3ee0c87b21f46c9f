import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64Ascii,
  decodeBase64Ascii,
  formatVoucherNumber,
  invoiceAmounts,
  isValidCuit,
  qrPayload,
  qrUrl,
  VOUCHER_TYPES,
  creditNoteTypeFor,
  invoiceTypeFor,
  voucherCode,
} from './invoicing';
import { fiscalIdentitySchema, INVOICING_MSG } from './schemas/invoicing';

describe('CUIT', () => {
  it('accepts CUITs whose check digit is right, with or without dashes', () => {
    expect(isValidCuit('20-12345678-6')).toBe(true);
    expect(isValidCuit('30714567894')).toBe(false);
    expect(isValidCuit('33693450239')).toBe(true); // AFIP's own CUIT
    expect(isValidCuit('30-50001091-2')).toBe(true);
  });

  it('refuses a wrong check digit, a short number and letters', () => {
    expect(isValidCuit('20-12345678-5')).toBe(false);
    expect(isValidCuit('2012345678')).toBe(false);
    expect(isValidCuit('2012345678a')).toBe(false);
  });

  it('says El CUIT no es válido. in the form', () => {
    const result = fiscalIdentitySchema.safeParse({
      businessName: 'Burgers Devoto SRL',
      cuit: '20-12345678-5',
      address: 'Av. Francisco Beiró 5000, CABA',
      grossIncome: '901-123456-7',
      activityStart: '2020-03-01',
      vatCondition: 'Responsable inscripto',
      pointOfSale: 3,
      enabled: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVOICING_MSG.cuitInvalid);
  });
});

describe('amounts', () => {
  it('a Factura B states the 21 % VAT contained: $ 12.100 is 10.000 net and 2.100 VAT', () => {
    expect(invoiceAmounts(1_210_000, VOUCHER_TYPES.invoiceB)).toEqual({
      netCents: 1_000_000,
      vatCents: 210_000,
      totalCents: 1_210_000,
    });
  });

  it('net + VAT is the total to the cent for every total, and the VAT is 21 % of the net to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (total) => {
        const { netCents, vatCents } = invoiceAmounts(total, VOUCHER_TYPES.invoiceB);
        expect(netCents + vatCents).toBe(total);
        expect(Math.abs(vatCents - netCents * 0.21)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('a Factura C carries the total as net and no VAT', () => {
    expect(invoiceAmounts(999_999, VOUCHER_TYPES.invoiceC)).toEqual({
      netCents: 999_999,
      vatCents: 0,
      totalCents: 999_999,
    });
  });
});

describe('voucher kinds and numbers', () => {
  it('B from a Responsable inscripto, C from a Monotributo, and their credit notes', () => {
    expect(invoiceTypeFor('Responsable inscripto')).toBe(6);
    expect(invoiceTypeFor('Monotributo')).toBe(11);
    expect(creditNoteTypeFor(6)).toBe(8);
    expect(creditNoteTypeFor(11)).toBe(13);
    expect(voucherCode(6)).toBe('Cód. 006');
    expect(voucherCode(11)).toBe('Cód. 011');
  });

  it('prints the point of sale in five digits and the number in eight', () => {
    expect(formatVoucherNumber(3, 127)).toBe('00003-00000127');
    expect(formatVoucherNumber(99998, 99_999_999)).toBe('99998-99999999');
  });
});

describe('the QR of RG 4892/2020', () => {
  it('encodes base64 as every decoder reads it, padding included', () => {
    expect(base64Ascii('Ma')).toBe('TWE=');
    expect(base64Ascii('Man')).toBe('TWFu');
    expect(base64Ascii('M')).toBe('TQ==');
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
        expect(decodeBase64Ascii(base64Ascii(text))).toBe(text);
      }),
    );
  });

  const voucher = {
    date: '2026-11-28',
    cuit: '20123456786',
    pointOfSale: 3,
    type: VOUCHER_TYPES.invoiceB,
    number: 127,
    totalCents: 1_234_550,
    cae: '75123456789012',
  } as const;

  it('carries every field ARCA reads, as numbers where ARCA wants numbers', () => {
    expect(qrPayload(voucher)).toEqual({
      ver: 1,
      fecha: '2026-11-28',
      cuit: 20123456786,
      ptoVta: 3,
      tipoCmp: 6,
      nroCmp: 127,
      importe: 12345.5,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 99,
      nroDocRec: 0,
      tipoCodAut: 'E',
      codAut: 75123456789012,
    });
  });

  it('is ARCA address with the base64 of that JSON', () => {
    const [base, p] = qrUrl(voucher).split('?p=');
    expect(base).toBe('https://www.arca.gob.ar/fe/qr/');
    const decoded = JSON.parse(decodeBase64Ascii(p ?? '')) as unknown;
    expect(decoded).toEqual(qrPayload(voucher));
  });
});
