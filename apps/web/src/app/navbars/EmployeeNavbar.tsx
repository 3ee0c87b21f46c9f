import { PATHS } from '#lib/paths';
import { StaffNavbar } from './StaffNavbar';

const EMPLOYEE_LINKS = [
  { to: PATHS.employeeHome, label: 'Inicio' },
  { to: PATHS.employeePending, label: 'Pedidos pendientes' },
  { to: PATHS.employeeReady, label: 'Pedidos listos' },
  { to: PATHS.counter, label: 'Mostrador' },
] as const;

export default function EmployeeNavbar() {
  return <StaffNavbar tag="Cocina" label="Navegación de empleados" links={EMPLOYEE_LINKS} id="employee-nav" />;
}
