import { ComingSoon } from '../../components/ComingSoon';

export default function MenuPage() {
  return <ComingSoon title="Menú" />;
}
