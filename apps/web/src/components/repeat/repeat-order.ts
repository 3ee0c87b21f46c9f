import { ordersPaths } from '@burgers/domain/routes/orders-paths';
import { callApi } from '#api/client';
import { useCart } from '#stores/cart';

export interface RepeatOutcome {
  added: number;
  /** What the shop no longer has (not sold, out of stock, outside its hours): left out. */
  missing: string[];
}

/**
 * `Repetir pedido`: the server rebuilds the order as a cart (same products, options and notes at
 * today's prices, POST /api/orders/{purchaseId}/repeat) and the cart becomes that one.
 */
export function useRepeatOrder() {
  const clear = useCart((s) => s.clear);
  const addLine = useCart((s) => s.addCustom);
  return async (purchaseId: string): Promise<RepeatOutcome> => {
    const answer = await callApi(ordersPaths.repeat, { params: { purchaseId } });
    if (answer.cart.length > 0) {
      clear();
      for (const line of answer.cart) addLine(line);
    }
    return { added: answer.cart.reduce((sum, line) => sum + line.cantidad, 0), missing: answer.missing };
  };
}
