import { ComingSoon } from '../../components/ComingSoon';

export default function MercadoPagoPage() {
  return <ComingSoon title="Pagar" />;
}
