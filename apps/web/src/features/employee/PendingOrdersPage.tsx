import { ComingSoon } from '../../components/ComingSoon';

export default function PendingOrdersPage() {
  return <ComingSoon title="Pedidos pendientes" />;
}
