import { ComingSoon } from '../../components/ComingSoon';

export default function AdminComingSoonPage() {
  return <ComingSoon title="Administración" />;
}
