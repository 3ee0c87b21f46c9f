import { ComingSoon } from '../../components/ComingSoon';

export default function PurchaseDetailPage() {
  return <ComingSoon title="Detalle de compra" />;
}
