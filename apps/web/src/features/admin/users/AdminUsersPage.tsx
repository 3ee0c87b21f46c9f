import { ComingSoon } from '../../../components/ComingSoon';

export default function AdminUsersPage() {
  return <ComingSoon title="Usuarios" />;
}
