import { eq } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { storeSettings } from '#db/schema';

/** The paper width the admin chose, as stored (the settings row may not exist yet). */
export async function readPaperWidth(db: Tx): Promise<number | undefined> {
  const [row] = await db
    .select({ paperMm: storeSettings.ticketPaperMm })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row?.paperMm;
}

export async function writePaperWidth(db: Tx, paperMm: number): Promise<void> {
  await db.update(storeSettings).set({ ticketPaperMm: paperMm, updatedAt: new Date() }).where(eq(storeSettings.id, 1));
}
