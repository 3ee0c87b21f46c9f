import { KitchenNoticesSwitch } from '#components/push/KitchenNoticesSwitch';
import { AutoPrintSwitch } from './AutoPrintSwitch';

/** The kitchen screen's device settings: printing by itself (and, where offered, notices). */
export function KitchenTools() {
  return (
    <div className="kitchen-tools container-fluid d-flex flex-wrap gap-4 pt-3">
      <AutoPrintSwitch />
      <KitchenNoticesSwitch />
    </div>
  );
}
