/** What the shop asks ARCA's electronic invoicing (WSFEv1), whichever way it is reached. */

export interface AssociatedVoucher {
  type: number;
  pointOfSale: number;
  number: number;
  cuit: string;
  /** yyyy-mm-dd */
  date: string;
}

export interface VoucherRequest {
  type: number;
  pointOfSale: number;
  number: number;
  /** The store's day, yyyy-mm-dd. */
  date: string;
  netCents: number;
  vatCents: number;
  totalCents: number;
  /** A credit note's invoice (CbtesAsoc). */
  associated?: AssociatedVoucher;
}

export type AuthorizeResult =
  | { kind: 'authorized'; cae: string; caeDueDate: string }
  /** ARCA answered R: a reason a retry cannot fix, in ARCA's words. */
  | { kind: 'rejected'; message: string };

/** A voucher ARCA has authorised, as FECompConsultar answers it. */
export interface AuthorizedVoucher {
  number: number;
  date: string;
  totalCents: number;
  cae: string;
  caeDueDate: string;
}

export interface ArcaClient {
  /** True in ARCA=sandbox: the CAE is made up here and nothing leaves the machine. */
  simulated: boolean;
  lastAuthorized(pointOfSale: number, type: number): Promise<number>;
  authorize(request: VoucherRequest): Promise<AuthorizeResult>;
  find(pointOfSale: number, type: number, number: number): Promise<AuthorizedVoucher | null>;
}

/** ARCA could not be reached, was slow, or answered an error a later retry may not meet. */
export class ArcaUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ArcaUnavailable';
  }
}

/** WSAA's access ticket: the token and sign every WSFEv1 call carries. */
export interface AccessTicket {
  token: string;
  sign: string;
  expiresAt: Date;
}

/** Where tickets are kept between calls and between instances (the database). */
export interface TicketStore {
  read(service: string): Promise<AccessTicket | null>;
  write(service: string, ticket: AccessTicket): Promise<void>;
}
