import { ComingSoon } from '../../../components/ComingSoon';

export default function AdminNewsletterPage() {
  return <ComingSoon title="Enviar novedades" />;
}
