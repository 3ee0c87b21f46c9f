import { PATHS } from '#lib/paths';
import { StaffNavbar } from './StaffNavbar';

const ADMIN_LINKS = [
  { to: PATHS.adminHome, label: 'Inicio' },
  { to: PATHS.adminOrders, label: 'Pedidos' },
  { to: PATHS.counter, label: 'Mostrador' },
  { to: PATHS.adminProducts, label: 'Productos' },
  { to: PATHS.adminUsers, label: 'Usuarios' },
  { to: PATHS.adminCoupons, label: 'Cupones' },
  { to: PATHS.adminPromotions, label: 'Promociones' },
  { to: PATHS.adminRewards, label: 'Recompensas' },
  { to: PATHS.adminNewsletter, label: 'Newsletter' },
  { to: PATHS.adminMessages, label: 'Mensajes' },
  { to: PATHS.adminHours, label: 'Horarios' },
  { to: PATHS.adminInvoicing, label: 'Facturación' },
  { to: PATHS.adminActivity, label: 'Actividad' },
] as const;

export default function AdminNavbar() {
  return (
    <StaffNavbar tag="Panel Admin" label="Navegación del panel de administración" links={ADMIN_LINKS} id="admin-nav" />
  );
}
