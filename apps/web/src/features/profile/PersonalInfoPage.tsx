import { Link } from 'react-router';
import { FaArrowLeft } from '#components/icons/FaArrowLeft';
import { PageHeader } from '#components/PageHeader';
import { PATHS } from '#lib/paths';
import { useSession } from '#stores/session';
import { NamesForm } from './NamesForm';
import { PasswordForm } from './PasswordForm';
import './profile.scss';

/** /userpersonalinfo: the customer's names and password (docs/product/customer-area.md#personal-data). */
export default function PersonalInfoPage() {
  const user = useSession((s) => s.user);
  if (!user) return null;

  return (
    <div className="profile-page">
      <PageHeader kicker="Mi perfil" title="Datos personales" subtitle="Mantené tus datos al día y tu cuenta segura.">
        <Link to={PATHS.profile} className="btn btn-outline-light mt-3">
          <FaArrowLeft className="me-2" aria-hidden="true" />
          Volver
        </Link>
      </PageHeader>
      <div className="container py-4 py-md-5">
        <div className="row g-4">
          <div className="col-12 col-lg-6">
            <NamesForm user={user} />
          </div>
          <div className="col-12 col-lg-6">
            <PasswordForm email={user.email} />
          </div>
        </div>
      </div>
    </div>
  );
}
