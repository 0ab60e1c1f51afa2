import type {
  AdminOrderInvoiceResponse,
  FiscalData,
  InvoiceView,
  OrderInvoiceResponse,
  PendingInvoiceView,
} from "@hogar/shared/invoices";
import { z } from "zod";

// The invoice API's answers as zod schemas (for the serializer and the API document), held to the
// shared types the web reads.

const fiscalDataInputSchema = z.object({
  rfc: z.string(),
  name: z.string(),
  taxRegime: z.string(),
  postalCode: z.string(),
  cfdiUse: z.string(),
});

export const fiscalDataSchema = fiscalDataInputSchema.extend({
  updatedAt: z.string(),
}) satisfies z.ZodType<FiscalData>;

export const invoiceViewSchema = z.object({
  id: z.uuid(),
  series: z.string(),
  folio: z.number().int(),
  status: z.enum(["active", "cancelled"]),
  uuid: z.string(),
  stampedAt: z.string(),
  receiver: fiscalDataInputSchema,
  totalCents: z.number().int(),
  cancellationReason: z.enum(["01", "02", "03", "04"]).nullable(),
  replacementUuid: z.string().nullable(),
  cancelledAt: z.string().nullable(),
}) satisfies z.ZodType<InvoiceView>;

export const pendingInvoiceViewSchema = z.object({
  series: z.string(),
  folio: z.number().int(),
  receiver: fiscalDataInputSchema,
  requestedAt: z.string(),
}) satisfies z.ZodType<PendingInvoiceView>;

export const orderInvoiceResponseSchema = z.object({
  invoice: invoiceViewSchema.nullable(),
  pending: pendingInvoiceViewSchema.nullable(),
  requestableUntil: z.string().nullable(),
  unavailableReason: z.enum(["notPaid", "refunded", "monthClosed", "invoiced", "notInvoiceable"]).nullable(),
}) satisfies z.ZodType<OrderInvoiceResponse>;

export const adminOrderInvoiceResponseSchema = z.object({
  invoice: invoiceViewSchema.nullable(),
  pending: pendingInvoiceViewSchema.nullable(),
  earlier: z.array(invoiceViewSchema),
}) satisfies z.ZodType<AdminOrderInvoiceResponse>;
