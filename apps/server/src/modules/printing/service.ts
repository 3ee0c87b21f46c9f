import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { storeSettings } from '../../db/schema';

export const PAPER_WIDTHS = [80, 58] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

type PrintingContext = Pick<AppContext, 'db'>;

/** The kitchen printer's paper width: 80 mm thermal rolls unless the admin chose 58 mm. */
export async function printingSettings(ctx: PrintingContext): Promise<{ paperMm: PaperWidth }> {
  const [row] = await ctx.db.select({ paperMm: storeSettings.ticketPaperMm }).from(storeSettings).where(eq(storeSettings.id, 1));
  return { paperMm: row?.paperMm === 58 ? 58 : 80 };
}

export async function setPaperWidth(ctx: PrintingContext, paperMm: PaperWidth): Promise<{ paperMm: PaperWidth }> {
  await ctx.db.update(storeSettings).set({ ticketPaperMm: paperMm, updatedAt: new Date() }).where(eq(storeSettings.id, 1));
  return { paperMm };
}
