/** The `:id` path of the routes not yet in the route table; the table's entries use the domain's directly. */
export { idParams } from '@burgers/domain/schemas/route-params';
