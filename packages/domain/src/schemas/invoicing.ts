/**
 * Electronic invoicing (issue 33): the shop's fiscal identity form and the invoices' answers. One
 * schema for the admin's form and the server's route, one message each.
 */
import { isCalendarDay } from './desk';
import { z } from './zod';
import { INVOICE_STATUSES, isValidCuit, normalizeCuit, POINT_OF_SALE_MAX, VAT_CONDITIONS } from '../invoicing';

export const INVOICING_MSG = {
  businessNameRequired: 'Ingresá la razón social.',
  cuitRequired: 'Ingresá el CUIT.',
  cuitInvalid: 'El CUIT no es válido.',
  addressRequired: 'Ingresá el domicilio comercial.',
  grossIncomeRequired: 'Ingresá el número de ingresos brutos.',
  activityStartInvalid: 'Ingresá la fecha de inicio de actividades con el formato aaaa-mm-dd.',
  vatConditionInvalid: 'La condición frente al IVA debe ser Responsable inscripto o Monotributo.',
  pointOfSaleInvalid: `El punto de venta debe ser un número entero entre 1 y ${POINT_OF_SALE_MAX}.`,
  enabledInvalid: 'Indicá si la facturación está activada.',
  invoiceNotFound: 'Este pedido todavía no tiene factura.',
  notRetryable: 'Esta factura ya fue emitida.',
  identityMissing: 'Completá los datos fiscales del comercio antes de facturar.',
  statusInvalid: 'El estado debe ser pendiente, emitida o rechazada.',
  dateInvalid: 'La fecha debe ser un día válido con el formato aaaa-mm-dd.',
  pageInvalid: 'La página debe ser un número entero positivo.',
  invoiceIdInvalid: 'El comprobante no es válido.',
  invoiceIdNotFound: 'No encontramos ese comprobante.',
  formatInvalid: 'El formato debe ser a4 o ticket.',
} as const;

const text = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, message);

export const fiscalIdentitySchema = z.object({
  businessName: text(INVOICING_MSG.businessNameRequired),
  cuit: z
    .string({ error: INVOICING_MSG.cuitRequired })
    .trim()
    .min(1, INVOICING_MSG.cuitRequired)
    .refine(isValidCuit, INVOICING_MSG.cuitInvalid)
    .transform((value) => normalizeCuit(value) ?? value),
  address: text(INVOICING_MSG.addressRequired),
  grossIncome: text(INVOICING_MSG.grossIncomeRequired, 40),
  activityStart: z
    .string({ error: INVOICING_MSG.activityStartInvalid })
    .refine(isCalendarDay, INVOICING_MSG.activityStartInvalid),
  vatCondition: z.enum(VAT_CONDITIONS, { error: INVOICING_MSG.vatConditionInvalid }),
  pointOfSale: z
    .number({ error: INVOICING_MSG.pointOfSaleInvalid })
    .int(INVOICING_MSG.pointOfSaleInvalid)
    .min(1, INVOICING_MSG.pointOfSaleInvalid)
    .max(POINT_OF_SALE_MAX, INVOICING_MSG.pointOfSaleInvalid),
  enabled: z.boolean({ error: INVOICING_MSG.enabledInvalid }),
});
export type FiscalIdentity = z.output<typeof fiscalIdentitySchema>;
export type FiscalIdentityInput = z.input<typeof fiscalIdentitySchema>;

/** GET /api/admin/invoicing: the identity, or nulls before the admin filled it in. */
export const fiscalIdentityResponse = z.object({
  businessName: z.string().nullable(),
  cuit: z.string().nullable(),
  address: z.string().nullable(),
  grossIncome: z.string().nullable(),
  activityStart: z.string().nullable(),
  vatCondition: z.enum(VAT_CONDITIONS).nullable(),
  pointOfSale: z.number().nullable(),
  enabled: z.boolean(),
  /** ARCA=sandbox | homologacion | produccion: where the vouchers go. */
  mode: z.enum(['sandbox', 'homologacion', 'produccion']),
});
export type FiscalIdentityView = z.infer<typeof fiscalIdentityResponse>;

const voucherFields = {
  id: z.number(),
  type: z.number(),
  letter: z.enum(['B', 'C']),
  pointOfSale: z.number(),
  number: z.number().nullable(),
  cae: z.string().nullable(),
  caeDueDate: z.string().nullable(),
  issuedAt: z.string().nullable(),
  net: z.number(),
  vat: z.number(),
  total: z.number(),
  status: z.enum(INVOICE_STATUSES),
  /** ARCA's message while pending, its observation when rejected. */
  message: z.string().nullable(),
  qrUrl: z.string().nullable(),
};

export const creditNoteResponse = z.object(voucherFields);
export const invoiceResponse = z.object({ ...voucherFields, creditNotes: z.array(creditNoteResponse) });
export type InvoiceView = z.infer<typeof invoiceResponse>;
export type CreditNoteView = z.infer<typeof creditNoteResponse>;

const day = z.string().refine(isCalendarDay, INVOICING_MSG.dateInvalid);
/** An empty filter is no filter; anything else must pass the schema, with its own message. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const adminInvoicesQuerySchema = z.object({
  from: optional(day),
  to: optional(day),
  status: optional(z.enum(INVOICE_STATUSES, { error: INVOICING_MSG.statusInvalid })),
  type: optional(
    z
      .string()
      .regex(/^(6|8|11|13)$/, INVOICING_MSG.invoiceIdInvalid)
      .transform(Number),
  ),
  page: optional(
    z
      .string()
      .regex(/^\d{1,6}$/, INVOICING_MSG.pageInvalid)
      .transform(Number)
      .refine((value) => value >= 1, INVOICING_MSG.pageInvalid),
  ),
});
export type AdminInvoicesQuery = z.output<typeof adminInvoicesQuerySchema>;
export type AdminInvoicesQueryInput = z.input<typeof adminInvoicesQuerySchema>;
export const invoicesCsvQuerySchema = adminInvoicesQuerySchema.pick({ from: true, to: true });

export const adminInvoiceRow = creditNoteResponse.extend({
  purchaseId: z.string(),
  orderNumber: z.number().nullable(),
  attempts: z.number(),
});
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRow>;

export const adminInvoicesResponse = z.object({
  rows: z.array(adminInvoiceRow),
  count: z.number(),
  /** Credit notes count negative, so the totals are the sales net of refunds. */
  totals: z.object({ net: z.number(), vat: z.number(), total: z.number() }),
});
export type AdminInvoices = z.infer<typeof adminInvoicesResponse>;

export const INVOICES_PAGE_SIZE = 50;
