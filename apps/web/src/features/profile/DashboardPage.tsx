import type { ChangeEvent } from 'react';
import { Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { errorText } from '#api/client';
import { FallbackImage } from '#components/FallbackImage';
import { FaCamera } from '#components/icons/FaCamera';
import { FaHeadset } from '#components/icons/FaHeadset';
import { FaHeart } from '#components/icons/FaHeart';
import { FaUserEdit } from '#components/icons/FaUserEdit';
import { errorAlert, toast } from '#lib/alerts';
import { PATHS } from '#lib/paths';
import { useSession } from '#stores/session';
import { useUploadAvatar } from './api/upload-avatar';
import { PROFILE_TEXT } from './messages';
import { OrdersList } from './OrdersList';
import './profile.scss';

const SHORTCUTS = [
  { to: PATHS.favorites, title: 'Favoritos', text: 'Tus hamburguesas y combos preferidos.', Icon: FaHeart },
  { to: PATHS.personalInfo, title: 'Datos personales', text: 'Tu nombre y tu contraseña.', Icon: FaUserEdit },
  { to: PATHS.contact, title: 'Ayuda / Contacto', text: '¿Dudas o reclamos? Escribinos.', Icon: FaHeadset },
] as const;

/** /userprofiledashboard ('Mi perfil'): avatar, shortcuts and the customer's purchases. */
export default function DashboardPage() {
  const user = useSession((s) => s.user);
  const upload = useUploadAvatar();
  if (!user) return null;

  const pickAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(
      { userId: user.id, file },
      {
        onSuccess: () => void toast(PROFILE_TEXT.avatarSaved, 1500),
        onError: (error) => void errorAlert(errorText(error, PROFILE_TEXT.avatarFailed)),
      },
    );
  };

  const fullName = `${user.firstName} ${user.lastName}`.trim() || 'Usuario';

  return (
    <div className="profile-page">
      <section className="profile-hero">
        <div className="container py-4 py-md-5 d-flex flex-column flex-md-row align-items-center gap-4 text-center text-md-start">
          <div className="profile-hero__avatar-wrap">
            <FallbackImage
              src={user.imgUri}
              alt={`Foto de perfil de ${fullName}`}
              kind="profile"
              className="profile-hero__avatar"
            />
            <label
              className="profile-hero__upload btn btn-primary"
              htmlFor="avatar-file"
              title="Cambiar foto de perfil"
            >
              {upload.isPending ? (
                <Spinner animation="border" size="sm" aria-hidden="true" />
              ) : (
                <FaCamera aria-hidden="true" />
              )}
              <span className="visually-hidden">Cambiar foto de perfil</span>
            </label>
            <input
              id="avatar-file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="visually-hidden"
              onChange={pickAvatar}
              disabled={upload.isPending}
            />
          </div>
          <div>
            <p className="profile-hero__kicker mb-1">Mi perfil</p>
            <h1 className="profile-hero__name mb-1">Hola, {user.firstName || 'Usuario'}!</h1>
            <p className="mb-0 opacity-75">{user.email}</p>
          </div>
        </div>
      </section>

      <div className="container py-4 py-md-5">
        <nav aria-label="Accesos de mi perfil">
          <ul className="row g-3 list-unstyled mb-5">
            {SHORTCUTS.map(({ to, title, text, Icon }) => (
              <li key={to} className="col-12 col-md-4">
                <Link to={to} className="profile-shortcut card h-100 text-decoration-none">
                  <span className="card-body d-flex align-items-center gap-3">
                    <span className="profile-shortcut__icon" aria-hidden="true">
                      <Icon />
                    </span>
                    <span>
                      <span className="d-block h5 mb-1 text-body">{title}</span>
                      <span className="d-block small text-body-secondary">{text}</span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="my-orders-title">
          <h2 id="my-orders-title" className="h2 mb-3">
            Mis compras
          </h2>
          <OrdersList userId={user.id} />
        </section>
      </div>
    </div>
  );
}
