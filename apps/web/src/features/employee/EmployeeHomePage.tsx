import type { IconType } from 'react-icons';
import { FaCheckDouble, FaFire } from 'react-icons/fa';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../stores/session';
import { useOrders } from './api/orders';
import { useLiveOrders } from './hooks/useLiveOrders';
import { LiveBadge } from './LiveBadge';
import { EMPLOYEE_TEXT } from './messages';
import './employee.scss';

interface CountCardProps {
  to: string;
  Icon: IconType;
  count: number | undefined;
  label: (n: number) => string;
  action: string;
  tone: 'pending' | 'ready';
}

function CountCard({ to, Icon, count, label, action, tone }: CountCardProps) {
  return (
    <div className="col-12 col-md-6">
      <Link to={to} className={`employee-card employee-card--${tone} card h-100 text-decoration-none shadow-sm`}>
        <div className="card-body p-4 d-flex align-items-center gap-3">
          <Icon className="employee-card__icon" aria-hidden="true" />
          <div>
            <p className="employee-card__count mb-0" aria-live="polite">
              {count === undefined ? '…' : label(count)}
            </p>
            <span className="employee-card__action">{action}</span>
          </div>
        </div>
      </Link>
    </div>
  );
}

/** /employeehome: a welcome with today's counts and the way to each list. */
export default function EmployeeHomePage() {
  const user = useSession((s) => s.user);
  const pending = useOrders('Pendiente');
  const ready = useOrders('Listo');
  const live = useLiveOrders();

  return (
    <>
      <PageHeader
        kicker={EMPLOYEE_TEXT.homeKicker}
        title={EMPLOYEE_TEXT.welcome(user?.firstName || 'Usuario')}
        subtitle={EMPLOYEE_TEXT.homeSubtitle}
      >
        <LiveBadge connected={live} />
      </PageHeader>
      <div className="container py-4 py-lg-5 employee-page">
        <div className="row g-4">
          <CountCard
            to="/employeependingorders"
            Icon={FaFire}
            count={pending.data?.length}
            label={EMPLOYEE_TEXT.pendingCount}
            action={EMPLOYEE_TEXT.seePending}
            tone="pending"
          />
          <CountCard
            to="/employeeordersready"
            Icon={FaCheckDouble}
            count={ready.data?.length}
            label={EMPLOYEE_TEXT.readyCount}
            action={EMPLOYEE_TEXT.seeReady}
            tone="ready"
          />
        </div>
      </div>
    </>
  );
}
