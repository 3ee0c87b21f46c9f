/** What other modules read of the follow-ups (the dashboard's `Te extrañamos` figures). */
import type { Tx } from '#db/client';
import * as repo from './repo';

/** Win-backs sent, and customers who paid an order with their win-back coupon. */
export async function winBackFigures(db: Tx): Promise<{ sent: number; cameBack: number }> {
  return repo.winBackFigures(db);
}
