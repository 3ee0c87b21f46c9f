import { route } from './define';
import {
  adminInvoicesQuerySchema,
  adminInvoicesResponse,
  creditNoteResponse,
  fiscalIdentityResponse,
  fiscalIdentitySchema,
  INVOICING_MSG,
  invoiceResponse,
} from '../schemas/invoicing';
import { purchaseIdParams } from '../schemas/order-request';
import { z } from '../schemas/zod';

/** A voucher's number in the shop's own list (path parameter): digits only. */
export const voucherId = z
  .string()
  .regex(/^\d{1,9}$/, INVOICING_MSG.invoiceIdInvalid)
  .transform(Number);

/**
 * Electronic invoicing's JSON routes. The vouchers' PDFs and the CSV of the range are files, not
 * JSON answers: the server registers them by themselves.
 */
export const invoicingRoutes = {
  identity: route({ method: 'GET', path: '/admin/invoicing', response: { 200: fiscalIdentityResponse } }),
  saveIdentity: route({
    method: 'PUT',
    path: '/admin/invoicing',
    body: fiscalIdentitySchema,
    response: { 200: fiscalIdentityResponse },
  }),
  adminInvoices: route({
    method: 'GET',
    path: '/admin/invoices',
    querystring: adminInvoicesQuerySchema,
    response: { 200: adminInvoicesResponse },
  }),
  retry: route({
    method: 'POST',
    path: '/admin/invoices/:id/retry',
    params: z.object({ id: voucherId }),
    response: { 200: creditNoteResponse },
  }),
  orderInvoice: route({
    method: 'GET',
    path: '/orders/:purchaseId/invoice',
    params: purchaseIdParams,
    response: { 200: invoiceResponse },
  }),
};
