import { useQuery } from '@tanstack/react-query';
import type { IconType } from 'react-icons';
import {
  FaCashRegister,
  FaClipboardList,
  FaEnvelopeOpenText,
  FaFileInvoiceDollar,
  FaHamburger,
  FaMapMarkedAlt,
  FaHistory,
  FaTicketAlt,
  FaUsers,
} from 'react-icons/fa';
import { Link } from 'react-router';
import { PageHeader } from '#components/PageHeader';
import { PauseOrdersSwitch } from '#components/store/PauseOrdersSwitch';
import { StoreBadge } from '#components/store/StoreHours';
import { PATHS } from '#lib/paths';
import { useSession } from '#stores/session';
import { Dashboard } from './dashboard/Dashboard';
import { inboxQuery } from './messages/api/messages';
import './admin-home.scss';

interface Section {
  to: string;
  title: string;
  text: string;
  Icon: IconType;
}

/** docs/product/admin.md#admin-home: the admin home's cards for users, products, coupons and sending news. */
const sections: Section[] = [
  { to: PATHS.adminUsers, title: 'Usuarios', text: 'Roles, altas y bajas de cuentas.', Icon: FaUsers },
  {
    to: PATHS.adminProducts,
    title: 'Productos',
    text: 'Hamburguesas, combos, bebidas, papas e ingredientes.',
    Icon: FaHamburger,
  },
  {
    to: PATHS.adminCoupons,
    title: 'Cupones',
    text: 'Descuentos, vencimientos y productos incluidos.',
    Icon: FaTicketAlt,
  },
  {
    to: PATHS.adminNewsletter,
    title: 'Enviar novedades',
    text: 'Un correo a todos los suscriptos.',
    Icon: FaEnvelopeOpenText,
  },
  {
    to: PATHS.adminOrders,
    title: 'Pedidos',
    text: 'Buscar pedidos, devoluciones y el archivo para el contador.',
    Icon: FaClipboardList,
  },
  {
    to: PATHS.adminInvoicing,
    title: 'Facturación',
    text: 'Datos fiscales, facturas de ARCA y notas de crédito.',
    Icon: FaFileInvoiceDollar,
  },
  {
    to: PATHS.adminDelivery,
    title: 'Envíos',
    text: 'Las zonas de envío sobre el mapa, con su costo, pedido mínimo y minutos extra.',
    Icon: FaMapMarkedAlt,
  },
  {
    to: PATHS.adminCash,
    title: 'Caja',
    text: 'Lo cobrado en el día por medio de pago y el cierre de caja.',
    Icon: FaCashRegister,
  },
  { to: PATHS.adminActivity, title: 'Actividad', text: 'Quién cambió qué y cuándo.', Icon: FaHistory },
];

/** The local now: open or closed, the pause switch, the hours editor and the inbox. */
function StorePanel() {
  const unread = useQuery(inboxQuery(1)).data?.unread;
  return (
    <div className="row g-3 mb-5">
      <div className="col-12 col-md-6">
        <PauseOrdersSwitch className="h-100" />
      </div>
      <div className="col-12 col-md-6">
        <div className="admin-store-panel card h-100">
          <div className="card-body">
            <div>
              <StoreBadge />
            </div>
            <Link to={PATHS.adminHours}>Editar horarios</Link>
            <Link to={PATHS.adminMessages} data-testid="unread-link">
              Mensajes de contacto
              {unread !== undefined && (
                <span className={`badge ms-2 ${unread > 0 ? 'text-bg-danger' : 'text-bg-secondary'}`}>
                  {unread === 1 ? '1 sin leer' : `${unread} sin leer`}
                </span>
              )}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

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
        <Dashboard />
        <StorePanel />
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
