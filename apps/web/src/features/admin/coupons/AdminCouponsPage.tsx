import { ComingSoon } from '../../../components/ComingSoon';

export default function AdminCouponsPage() {
  return <ComingSoon title="Cupones" />;
}
