import { Link } from 'react-router';
import { FaCheckDouble } from '#components/icons/FaCheckDouble';
import { FaFire } from '#components/icons/FaFire';
import { PageHeader } from '#components/PageHeader';
import { PauseOrdersSwitch } from '#components/store/PauseOrdersSwitch';
import { PATHS } from '#lib/paths';
import { useSession } from '#stores/session';
import { useOrders } from './api/orders';
import { useLiveOrders } from './hooks/use-live-orders';
import { LiveBadge } from './LiveBadge';
import { EMPLOYEE_TEXT } from './messages';
import { StockList } from './StockList';
import './employee.scss';

/** The two kitchen lists: where each one lives and how its card reads. */
const LISTS = [
  {
    status: 'Pendiente',
    to: PATHS.employeePending,
    Icon: FaFire,
    label: EMPLOYEE_TEXT.pendingCount,
    action: EMPLOYEE_TEXT.seePending,
    tone: 'pending',
  },
  {
    status: 'Listo',
    to: PATHS.employeeReady,
    Icon: FaCheckDouble,
    label: EMPLOYEE_TEXT.readyCount,
    action: EMPLOYEE_TEXT.seeReady,
    tone: 'ready',
  },
] as const;

/** A list's card: how many orders it holds, linking to it. */
function CountCard({ status, to, Icon, label, action, tone }: (typeof LISTS)[number]) {
  const count = useOrders(status).data?.length;
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
          {LISTS.map((list) => (
            <CountCard key={list.status} {...list} />
          ))}
        </div>
        <div className="row g-4 mt-1">
          <div className="col-12 col-md-5">
            <PauseOrdersSwitch />
          </div>
          <div className="col-12 col-md-7">
            <StockList />
          </div>
        </div>
      </div>
    </>
  );
}
