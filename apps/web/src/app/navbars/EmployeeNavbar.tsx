import { useCashDeskSettings } from '#api/cash-desk';
import { StaffNavbar } from './StaffNavbar';

const EMPLOYEE_LINKS = [
  { to: '/employeehome', label: 'Inicio' },
  { to: '/employeependingorders', label: 'Pedidos pendientes' },
  { to: '/employeeordersready', label: 'Pedidos listos' },
  { to: '/mostrador', label: 'Mostrador' },
] as const;

/** Caja joins the bar when the owner lets employees see and close the day's cash. */
export default function EmployeeNavbar() {
  const desk = useCashDeskSettings();
  const links = desk.data?.cashDeskForEmployees
    ? [...EMPLOYEE_LINKS, { to: '/admin/caja', label: 'Caja' }]
    : EMPLOYEE_LINKS;
  return <StaffNavbar tag="Cocina" label="Navegación de empleados" links={links} id="employee-nav" />;
}
