import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkoutPaths } from '@burgers/domain/routes/checkout-paths';
import { counterPaths } from '@burgers/domain/routes/counter-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** How often the staff's QR screen asks whether the customer paid. */
const QR_POLL_MS = 2_000;

/** GET /staff/orders/qr/:qrId, asked again every two seconds until MercadoPago's notification lands. */
export function useQrState(qrId: string) {
  return useQuery({
    queryKey: queryKeys.staffQr(qrId),
    queryFn: () => callApi(counterPaths.qrState, { params: { qrId } }),
    refetchInterval: (query) => (query.state.data?.status === 'pagado' ? false : QR_POLL_MS),
  });
}

/** Sandbox only: Simular pago approves the QR as the customer's phone would. */
export function useSimulateQr(qrId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(counterPaths.simulateQr, { params: { qrId } }),
    onSuccess: (state) => {
      queryClient.setQueryData(queryKeys.staffQr(qrId), state);
      return queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() });
    },
  });
}

/** Whether payments are simulated (sandbox): only then does the QR screen offer Simular pago. */
export function usePaymentsMode() {
  return useQuery({
    queryKey: queryKeys.paymentsMode(),
    queryFn: () => callApi(checkoutPaths.paymentsMode),
    staleTime: Infinity,
  });
}
