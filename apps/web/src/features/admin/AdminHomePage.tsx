import type { IconType } from 'react-icons';
import { FaEnvelopeOpenText, FaHamburger, FaTicketAlt, FaUsers } from 'react-icons/fa';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../stores/session';
import './admin-home.scss';

interface Section {
  to: string;
  title: string;
  text: string;
  Icon: IconType;
}

/** SPEC §2: the admin home's cards for users, products, coupons and sending news. */
const sections: Section[] = [
  { to: '/adminusers', title: 'Usuarios', text: 'Roles, altas y bajas de cuentas.', Icon: FaUsers },
  { to: '/adminproducts', title: 'Productos', text: 'Hamburguesas, combos, bebidas, papas e ingredientes.', Icon: FaHamburger },
  { to: '/admincupon', title: 'Cupones', text: 'Descuentos, vencimientos y productos incluidos.', Icon: FaTicketAlt },
  { to: '/adminnewsletter', title: 'Enviar novedades', text: 'Un correo a todos los suscriptos.', Icon: FaEnvelopeOpenText },
];

/** /adminhome */
export default function AdminHomePage() {
  const user = useSession((s) => s.user);
  return (
    <>
      <PageHeader
        kicker="Panel Admin"
        title={`¡Hola, ${user?.firstName || 'Usuario'}!`}
        subtitle="Elegí qué querés administrar."
      />
      <div className="container py-4 py-lg-5">
        <ul className="row g-4 list-unstyled mb-0">
          {sections.map(({ to, title, text, Icon }) => (
            <li key={to} className="col-12 col-sm-6 col-xl-3">
              <Link to={to} className="admin-home-card card h-100 text-decoration-none shadow-sm">
                <div className="card-body p-4 d-flex flex-column gap-2">
                  <Icon className="admin-home-card__icon" aria-hidden="true" />
                  <h2 className="h3 mb-0">{title}</h2>
                  <p className="mb-0 text-body-secondary">{text}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
