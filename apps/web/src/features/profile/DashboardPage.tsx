import { ComingSoon } from '../../components/ComingSoon';

export default function DashboardPage() {
  return <ComingSoon title="Mi perfil" />;
}
