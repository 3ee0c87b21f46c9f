import { ACTIVITY_PAGE_SIZE } from '@burgers/domain/constants';
import type { ActivityRow } from '@burgers/domain/schemas/activity-response';
import type { AppContext } from '#context';
import * as repo from './repo';

export async function activityPage(
  ctx: Pick<AppContext, 'db'>,
  query: { page?: number; actor?: number; action?: string },
): Promise<{ rows: ActivityRow[]; count: number }> {
  const filter = { actor: query.actor, action: query.action };
  const page = query.page ?? 1;
  const [rows, count] = [
    await repo.page(ctx.db, filter, ACTIVITY_PAGE_SIZE, (page - 1) * ACTIVITY_PAGE_SIZE),
    await repo.count(ctx.db, filter),
  ];
  return {
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: { id: row.actorId, name: row.actorName },
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
    })),
    count,
  };
}
