import { ComingSoon } from '../../components/ComingSoon';

export default function PayReturnPage() {
  return <ComingSoon title="Procesando pago" />;
}
