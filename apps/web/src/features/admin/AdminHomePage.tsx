import { ComingSoon } from '../../components/ComingSoon';

export default function AdminHomePage() {
  return <ComingSoon title="Panel Admin" />;
}
