import { ComingSoon } from '../../../components/ComingSoon';

export default function ProductFormPage() {
  return <ComingSoon title="Producto" />;
}
