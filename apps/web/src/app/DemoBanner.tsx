import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsMode } from '@burgers/domain/types';
import { api } from '../api/client';

const paymentsModeQuery = queryOptions({
  queryKey: ['payments', 'mode'],
  queryFn: ({ signal }) => api<PaymentsMode>('/payments/mode', { signal }),
  staleTime: Infinity,
});

export const DEMO_BANNER_TEXT = 'Tienda de demostración: los pagos son simulados y no se cobra dinero real.';

/** A slim line on every page while payments are simulated, so nobody takes the shop for a real one. */
export function DemoBanner() {
  const { data } = useQuery(paymentsModeQuery);
  if (data?.mode !== 'sandbox') return null;
  return (
    <p className="demo-banner" role="note">
      {DEMO_BANNER_TEXT}
    </p>
  );
}
