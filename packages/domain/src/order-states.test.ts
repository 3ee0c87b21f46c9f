import { describe, expect, it } from 'vitest';
import { ORDER_ROW_STATES, isPaidState, isPayableState, isStaffRole } from './order-states';

describe('order states', () => {
  it('calls an order paid only in the kitchen states, and payable only before that', () => {
    expect(ORDER_ROW_STATES.filter(isPaidState)).toEqual(['Pendiente', 'Listo']);
    expect(ORDER_ROW_STATES.filter(isPayableState)).toEqual(['awaiting_payment', 'rejected']);
  });

  it('counts employees and admins as staff, customers not', () => {
    expect(['admin', 'employee', 'customer', ''].map(isStaffRole)).toEqual([true, true, false, false]);
  });
});
