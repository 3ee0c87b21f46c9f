import { useStoreStatus } from '#api/store';
import { useLiveStore } from './use-live-store';

/** Under every staff bar: keeps the store's state live and says so while paused or in busy mode. */
export function StaffStoreNotice() {
  useLiveStore();
  const { data } = useStoreStatus();
  if (!data) return null;
  return (
    <>
      {data.paused && (
        <div className="staff-store-notice" role="status" data-testid="staff-paused-notice">
          Pedidos online en pausa
        </div>
      )}
      {data.busyMinutes > 0 && (
        <div className="staff-store-notice staff-store-notice--busy" role="status" data-testid="staff-busy-notice">
          Demora: +{data.busyMinutes} min para los pedidos nuevos
        </div>
      )}
    </>
  );
}
