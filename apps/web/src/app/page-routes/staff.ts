import { PATHS } from '#lib/paths';
import { StaffOnly } from '../guards';
import type { PageRoute } from '../page-types';

/** The staff's screens: the kitchen, the counter, the cash and the rider. */
export const STAFF_PAGES: PageRoute[] = [
  {
    path: PATHS.employeeHome,
    page: () => import('#features/employee/EmployeeHomePage'),
    ...(import.meta.env.SSR && { source: 'src/features/employee/EmployeeHomePage.tsx' }),
    guard: StaffOnly,
  },
  {
    path: PATHS.employeePending,
    page: () => import('#features/employee/PendingOrdersPage'),
    ...(import.meta.env.SSR && { source: 'src/features/employee/PendingOrdersPage.tsx' }),
    guard: StaffOnly,
  },
  {
    path: PATHS.employeeReady,
    page: () => import('#features/employee/ReadyOrdersPage'),
    ...(import.meta.env.SSR && { source: 'src/features/employee/ReadyOrdersPage.tsx' }),
    guard: StaffOnly,
  },
  {
    path: PATHS.counter,
    page: () => import('#features/counter/CounterPage'),
    ...(import.meta.env.SSR && { source: 'src/features/counter/CounterPage.tsx' }),
    guard: StaffOnly,
  },
  {
    path: PATHS.adminCash,
    page: () => import('#features/admin/cash/AdminCashPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/cash/AdminCashPage.tsx' }),
    // Employees too, when the owner allows it: the API decides, and the page says so otherwise.
    guard: StaffOnly,
  },
  {
    path: PATHS.rider,
    page: () => import('#features/rider/RiderPage'),
    ...(import.meta.env.SSR && { source: 'src/features/rider/RiderPage.tsx' }),
    guard: StaffOnly,
  },
];
