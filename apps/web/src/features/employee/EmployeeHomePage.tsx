import { ComingSoon } from '../../components/ComingSoon';

export default function EmployeeHomePage() {
  return <ComingSoon title="Empleado" />;
}
