import { StaffNavbar } from './StaffNavbar';

const ADMIN_LINKS = [
  { to: '/adminhome', label: 'Inicio' },
  { to: '/admin/pedidos', label: 'Pedidos' },
  { to: '/mostrador', label: 'Mostrador' },
  { to: '/adminproducts', label: 'Productos' },
  { to: '/adminusers', label: 'Usuarios' },
  { to: '/admincupon', label: 'Cupones' },
  { to: '/admin/promociones', label: 'Promociones' },
  { to: '/adminnewsletter', label: 'Newsletter' },
  { to: '/admin/mensajes', label: 'Mensajes' },
  { to: '/admin/horarios', label: 'Horarios' },
  { to: '/admin/facturacion', label: 'Facturación' },
  { to: '/admin/actividad', label: 'Actividad' },
] as const;

export default function AdminNavbar() {
  return (
    <StaffNavbar tag="Panel Admin" label="Navegación del panel de administración" links={ADMIN_LINKS} id="admin-nav" />
  );
}
