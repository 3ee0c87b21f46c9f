import { ComingSoon } from '../../components/ComingSoon';

export default function ActivatePage() {
  return <ComingSoon title="Activar cuenta" />;
}
