import { createHash } from 'node:crypto';
import type { ArcaClient } from '#adapters/arca/types';
import { createWsfeClient } from '#adapters/arca/wsfe';
import type { AppContext } from '#context';
import * as repo from './repo';

type ClientContext = Pick<AppContext, 'db' | 'config' | 'now'>;

const DAY_MS = 86_400_000;
/** ARCA gives a CAE ten days to be used: the simulated one says the same. */
const CAE_DAYS = 10;

/**
 * ARCA=sandbox: the numbers continue from the shop's own simulated vouchers and the CAE is made
 * up from the voucher (fourteen digits, as ARCA's): nothing leaves the machine.
 */
function sandboxClient(ctx: ClientContext): ArcaClient {
  return {
    simulated: true,
    lastAuthorized: (pointOfSale, type) => repo.lastSimulatedNumber(ctx.db, pointOfSale, type),
    async authorize(request) {
      const digest = createHash('sha256')
        .update(`${request.pointOfSale}/${request.type}/${request.number}/${request.date}`)
        .digest();
      const cae = `7${(digest.readBigUInt64BE(0) % 10_000_000_000_000n).toString().padStart(13, '0')}`;
      const due = new Date(new Date(`${request.date}T12:00:00Z`).getTime() + CAE_DAYS * DAY_MS);
      return { kind: 'authorized', cae, caeDueDate: due.toISOString().slice(0, 10) };
    },
    async find(pointOfSale, type, number) {
      const row = await repo.simulatedVoucher(ctx.db, pointOfSale, type, number);
      if (!row?.cae || !row.voucherDate || !row.caeDueDate) return null;
      return { number, date: row.voucherDate, totalCents: row.totalCents, cae: row.cae, caeDueDate: row.caeDueDate };
    },
  };
}

/** The ARCA the vouchers of this CUIT go to: the sandbox, or WSFEv1 at ARCA_WSFE_URL. */
export function arcaClientFor(ctx: ClientContext, cuit: string): ArcaClient {
  if (ctx.config.arca.mode === 'sandbox') return sandboxClient(ctx);
  return createWsfeClient({ config: ctx.config.arca, cuit, store: repo.ticketStore(ctx.db), now: ctx.now });
}
