import { MSG } from '@burgers/domain/messages';
import { isShopImageUri } from '@burgers/domain/schemas/fields';
import { badRequest } from './errors';

/**
 * The origin half of the domain's image rule, which only the server can check: an upload's
 * absolute address must be of this shop's PUBLIC_URL (the body schema already refused other sites'
 * paths and schemes).
 */
export function assertShopImage(imgUri: string | null | undefined, publicUrl: string): void {
  if (imgUri && !isShopImageUri(imgUri, publicUrl)) throw badRequest(MSG.imageNotFromShop);
}
