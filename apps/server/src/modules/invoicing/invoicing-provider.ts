import type { CancellationReason } from "@hogar/shared/sat-catalogs";

// Who seals and stamps the shop's CFDIs (docs/decisions/016-invoices.md): a PAC that keeps the
// issuer's CSD, or the built-in sandbox. A real PAC plugs in behind this interface.

export interface StampRequest {
  /**
   * The shop's invoice id. Stamping is idempotent by it: the same id always gets the same folio
   * fiscal, so a retry after a crash never makes two CFDIs for one invoice.
   */
  invoiceId: string;
  /** The unsealed CFDI 4.0 (buildCfdi). */
  xml: string;
  /**
   * Aborted when the shop stops waiting (STAMP_TIMEOUT_MS). The stamp may have happened all the
   * same: the shop asks again later with the same invoiceId.
   */
  signal?: AbortSignal;
}

export interface StampedCfdi {
  /** The CFDI sealed and with its tfd:TimbreFiscalDigital. */
  xml: string;
  /** The folio fiscal, upper case as the SAT writes it. */
  uuid: string;
  stampedAt: Date;
}

export interface CancelRequest {
  uuid: string;
  issuerRfc: string;
  /** c_MotivoCancelacion. */
  reason: CancellationReason;
  /** The replacing CFDI's folio fiscal; reason 01 needs it. */
  replacementUuid?: string;
}

export interface InvoicingProvider {
  readonly name: string;
  stamp(request: StampRequest): Promise<StampedCfdi>;
  cancel(request: CancelRequest): Promise<void>;
}

/** The provider refused or could not be reached; nothing was stamped or cancelled. */
export class InvoicingProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "InvoicingProviderError";
  }
}
