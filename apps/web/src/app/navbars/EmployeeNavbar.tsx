import { StaffNavbar } from './StaffNavbar';

const EMPLOYEE_LINKS = [
  { to: '/employeehome', label: 'Inicio' },
  { to: '/employeependingorders', label: 'Pedidos pendientes' },
  { to: '/employeeordersready', label: 'Pedidos listos' },
  { to: '/mostrador', label: 'Mostrador' },
  { to: '/reparto', label: 'Reparto' },
] as const;

export default function EmployeeNavbar() {
  return <StaffNavbar tag="Cocina" label="Navegación de empleados" links={EMPLOYEE_LINKS} id="employee-nav" />;
}
