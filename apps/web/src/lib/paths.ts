/**
 * The web app's addresses come from the domain's page list (@burgers/domain/pages), the one place
 * each is written; a test (app/router-paths.test.ts) keeps every one declared by the router.
 */
import { href } from '@burgers/domain/pages';

export { href, PATHS, type PageName } from '@burgers/domain/pages';

/** Addresses with their parameters filled in. */
export const pathTo = {
  product: (id: number | string) => href('product', { id }),
  review: (purchaseId: string) => href('review', { purchaseId }),
  purchaseDetail: (id: string) => href('purchaseDetail', { id }),
  adminEditProduct: (id: number | string) => href('adminEditProduct', { id }),
};
