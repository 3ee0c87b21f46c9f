import { ComingSoon } from '../../components/ComingSoon';

export default function BuilderPage() {
  return <ComingSoon title="Armá tu burger" />;
}
