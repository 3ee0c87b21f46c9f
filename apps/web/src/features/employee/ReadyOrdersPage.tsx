import { ComingSoon } from '../../components/ComingSoon';

export default function ReadyOrdersPage() {
  return <ComingSoon title="Pedidos listos" />;
}
