import { ComingSoon } from '../../components/ComingSoon';

export default function PersonalInfoPage() {
  return <ComingSoon title="Datos personales" />;
}
