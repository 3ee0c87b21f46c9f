import { useCashDeskSettings } from '#api/cash-desk';
import { PATHS } from '#lib/paths';
import { StaffNavbar } from './StaffNavbar';

const EMPLOYEE_LINKS = [
  { to: PATHS.employeeHome, label: 'Inicio' },
  { to: PATHS.employeePending, label: 'Pedidos pendientes' },
  { to: PATHS.employeeReady, label: 'Pedidos listos' },
  { to: PATHS.counter, label: 'Mostrador' },
  { to: PATHS.rider, label: 'Reparto' },
] as const;

/** Caja joins the bar when the owner lets employees see and close the day's cash. */
export default function EmployeeNavbar() {
  const desk = useCashDeskSettings();
  const links = desk.data?.cashDeskForEmployees
    ? [...EMPLOYEE_LINKS, { to: PATHS.adminCash, label: 'Caja' }]
    : EMPLOYEE_LINKS;
  return <StaffNavbar tag="Cocina" label="Navegación de empleados" links={links} id="employee-nav" />;
}
