/**
 * The Spanish sentences of request schemas that moved from the server's modules into the route
 * table (routes/): a bad path, query or body answers them with a 400. Their keys are the codes the
 * answers carry (apps/server/src/lib/error-codes.ts lists this table), as they did on the server.
 */
export const REQUEST_MSG = {
  favoritesInvalid: 'La lista de favoritos debe contener ids de productos',
} as const;
