import { ComingSoon } from '../../components/ComingSoon';

export default function ReviewFormPage() {
  return <ComingSoon title="Calificanos" />;
}
