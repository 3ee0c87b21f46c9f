import { useStoreStatus } from '../../api/store';
import { useLiveStore } from './useLiveStore';

/** Under every staff bar: keeps the store's state live and says so while online orders are paused. */
export function StaffStoreNotice() {
  useLiveStore();
  const { data } = useStoreStatus();
  if (!data?.paused) return null;
  return (
    <div className="staff-store-notice" role="status" data-testid="staff-paused-notice">
      Pedidos online en pausa
    </div>
  );
}
