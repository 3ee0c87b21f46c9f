import { queryOptions } from '@tanstack/react-query';
import { newsletterPaths } from '@burgers/domain/routes/newsletter-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

export const AUDIENCE_KEY = queryKeys.admin.newsletter();

/** GET /api/admin/newsletter: who gets the next send, and what was sent before. */
export const audienceQuery = queryOptions({
  queryKey: AUDIENCE_KEY,
  queryFn: ({ signal }) => callApi(newsletterPaths.audience, { signal }),
});
