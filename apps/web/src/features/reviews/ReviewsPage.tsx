import { ComingSoon } from '../../components/ComingSoon';

export default function ReviewsPage() {
  return <ComingSoon title="Qué dicen de nosotros" />;
}
