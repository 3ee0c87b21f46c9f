import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { lazyWithQueries } from './lazyWithQueries';
import { AdminOnly, GuestOnly, LoggedInOnly, StaffOnly } from './guards';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorPage';
import { PATHS } from '../lib/paths';

type Page = LazyExoticComponent<ComponentType>;
// Every page but the home one uses some of Bootstrap's forms, tables or dialogs: their styles load
// with the page, so the first screen of / does not wait for them.
const page = (load: () => Promise<{ default: ComponentType }>): Page =>
  lazyWithQueries(load, () => import('../styles/widgets.scss'));

// The home page's first screen fetches nothing: its coupons bring the query cache themselves.
const HomePage = lazy(() => import('../features/home/HomePage'));
// The menu, most often the first page of a visit, brings only the two Bootstrap parts it uses.
const MenuPage = lazyWithQueries(
  () => import('../features/menu/MenuPage'),
  () => import('../styles/menu-widgets.scss'),
);
const BuilderPage = page(() => import('../features/builder/BuilderPage'));
const ProductPage = page(() => import('../features/product/ProductPage'));
const AboutPage = page(() => import('../features/about/AboutPage'));
const ContactPage = page(() => import('../features/contact/ContactPage'));
const ReviewsPage = page(() => import('../features/reviews/ReviewsPage'));
const ReviewFormPage = page(() => import('../features/reviews/ReviewFormPage'));
const CartPage = page(() => import('../features/cart/CartPage'));
const LoginPage = page(() => import('../features/auth/LoginPage'));
const SocialLoginPage = page(() => import('../features/auth/SocialLoginPage'));
const RegisterPage = page(() => import('../features/auth/RegisterPage'));
const ActivatePage = page(() => import('../features/auth/ActivatePage'));
const ResetPasswordPage = page(() => import('../features/auth/ResetPasswordPage'));
const DashboardPage = page(() => import('../features/profile/DashboardPage'));
const MyOrdersPage = page(() => import('../features/profile/MyOrdersPage'));
const PersonalInfoPage = page(() => import('../features/profile/PersonalInfoPage'));
const FavoritesPage = page(() => import('../features/favorites/FavoritesPage'));
const MercadoPagoPage = page(() => import('../features/checkout/MercadoPagoPage'));
const PayReturnPage = page(() => import('../features/checkout/PayReturnPage'));
const PurchaseDetailPage = page(() => import('../features/checkout/PurchaseDetailPage'));
const EmployeeHomePage = page(() => import('../features/employee/EmployeeHomePage'));
const PendingOrdersPage = page(() => import('../features/employee/PendingOrdersPage'));
const ReadyOrdersPage = page(() => import('../features/employee/ReadyOrdersPage'));
const AdminHomePage = page(() => import('../features/admin/AdminHomePage'));
const AdminUsersPage = page(() => import('../features/admin/users/AdminUsersPage'));
const AdminNewsletterPage = page(() => import('../features/admin/newsletter/AdminNewsletterPage'));
const AdminProductsPage = page(() => import('../features/admin/products/AdminProductsPage'));
const ProductFormPage = page(() => import('../features/admin/products/ProductFormPage'));
const AdminCouponsPage = page(() => import('../features/admin/coupons/AdminCouponsPage'));
const AdminHoursPage = page(() => import('../features/admin/hours/AdminHoursPage'));
const AdminMessagesPage = page(() => import('../features/admin/messages/AdminMessagesPage'));
const AdminOrdersPage = page(() => import('../features/admin/orders/AdminOrdersPage'));
const AdminActivityPage = page(() => import('../features/admin/activity/AdminActivityPage'));
const NotFoundPage = page(() => import('./NotFoundPage'));
const BoardPage = page(() => import('../features/board/BoardPage'));

const guest = (Component: Page) => (
  <GuestOnly>
    <Component />
  </GuestOnly>
);
const loggedIn = (Component: Page) => (
  <LoggedInOnly>
    <Component />
  </LoggedInOnly>
);
const admin = (Component: Page) => (
  <AdminOnly>
    <Component />
  </AdminOnly>
);
const staff = (Component: Page) => (
  <StaffOnly>
    <Component />
  </StaffOnly>
);

/** One form page serves every product type: it reads the type from its path (docs/product/admin.md#product-forms). */
const productFormPaths = [
  '/adminCreateBurgerBase',
  '/adminCreateBurger',
  '/adminCreateBeverage',
  '/adminCreateCombo',
  '/adminCreateFries',
  '/adminCreateIngredient',
  '/adminEditProducts/:id',
];

export const routes: RouteObject[] = [
  // The pickup board fills a TV: none of the shop's bars, banners or footer around it.
  {
    path: '/pantalla',
    element: (
      <Suspense fallback={null}>
        <BoardPage />
      </Suspense>
    ),
  },
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/menu', element: <MenuPage /> },
      { path: '/addBurger', element: <BuilderPage /> },
      { path: '/detalle/:id', element: <ProductPage /> },
      { path: '/nosotros', element: <AboutPage /> },
      { path: '/contacto', element: <ContactPage /> },
      { path: '/quedicendenosotros', element: <ReviewsPage /> },
      { path: '/cart', element: <CartPage /> },
      { path: PATHS.login, element: guest(LoginPage) },
      { path: PATHS.socialLogin, element: guest(SocialLoginPage) },
      { path: PATHS.register, element: guest(RegisterPage) },
      { path: '/activateAcount/:id', element: guest(ActivatePage) },
      { path: '/resetPassword/:token', element: guest(ResetPasswordPage) },
      { path: '/userprofiledashboard', element: loggedIn(DashboardPage) },
      { path: '/mis-compras', element: loggedIn(MyOrdersPage) },
      { path: '/userpersonalinfo', element: loggedIn(PersonalInfoPage) },
      { path: '/userfavorites', element: loggedIn(FavoritesPage) },
      { path: '/calificanos/:purchaseId', element: loggedIn(ReviewFormPage) },
      { path: '/mercadoPago', element: loggedIn(MercadoPagoPage) },
      { path: '/pay', element: loggedIn(PayReturnPage) },
      { path: '/user/purchaseDetail/:id', element: loggedIn(PurchaseDetailPage) },
      { path: '/adminhome', element: admin(AdminHomePage) },
      { path: '/adminusers', element: admin(AdminUsersPage) },
      { path: '/adminnewsletter', element: admin(AdminNewsletterPage) },
      { path: '/adminproducts', element: admin(AdminProductsPage) },
      ...productFormPaths.map((path) => ({ path, element: admin(ProductFormPage) })),
      { path: '/admincupon', element: admin(AdminCouponsPage) },
      { path: '/admin/horarios', element: admin(AdminHoursPage) },
      { path: '/admin/mensajes', element: admin(AdminMessagesPage) },
      { path: '/admin/pedidos', element: admin(AdminOrdersPage) },
      { path: '/admin/actividad', element: admin(AdminActivityPage) },
      { path: '/employeehome', element: staff(EmployeeHomePage) },
      { path: '/employeependingorders', element: staff(PendingOrdersPage) },
      { path: '/employeeordersready', element: staff(ReadyOrdersPage) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes in React Router's declarative mode: the app loads its data with TanStack Query, so
 * the data router (loaders, actions) would only add weight to every page's first load.
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
