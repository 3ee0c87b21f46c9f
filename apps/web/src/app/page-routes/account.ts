import { PATHS } from '#lib/paths';
import { GuestOnly, LoggedInOnly } from '../guards';
import type { PageRoute } from '../page-types';

/** A customer's pages: signing in, the account, and paying for an order. */
export const ACCOUNT_PAGES: PageRoute[] = [
  {
    path: PATHS.login,
    page: () => import('#features/auth/LoginPage'),
    ...(import.meta.env.SSR && { source: 'src/features/auth/LoginPage.tsx' }),
    guard: GuestOnly,
  },
  {
    path: PATHS.socialLogin,
    page: () => import('#features/auth/SocialLoginPage'),
    ...(import.meta.env.SSR && { source: 'src/features/auth/SocialLoginPage.tsx' }),
    guard: GuestOnly,
  },
  {
    path: PATHS.register,
    page: () => import('#features/auth/RegisterPage'),
    ...(import.meta.env.SSR && { source: 'src/features/auth/RegisterPage.tsx' }),
    guard: GuestOnly,
  },
  {
    path: PATHS.activate,
    page: () => import('#features/auth/ActivatePage'),
    ...(import.meta.env.SSR && { source: 'src/features/auth/ActivatePage.tsx' }),
    guard: GuestOnly,
  },
  {
    path: PATHS.resetPassword,
    page: () => import('#features/auth/ResetPasswordPage'),
    ...(import.meta.env.SSR && { source: 'src/features/auth/ResetPasswordPage.tsx' }),
    guard: GuestOnly,
  },
  {
    path: PATHS.profile,
    page: () => import('#features/profile/DashboardPage'),
    ...(import.meta.env.SSR && { source: 'src/features/profile/DashboardPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.myOrders,
    page: () => import('#features/profile/MyOrdersPage'),
    ...(import.meta.env.SSR && { source: 'src/features/profile/MyOrdersPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.myPoints,
    page: () => import('#features/loyalty/MyPointsPage'),
    ...(import.meta.env.SSR && { source: 'src/features/loyalty/MyPointsPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.personalInfo,
    page: () => import('#features/profile/PersonalInfoPage'),
    ...(import.meta.env.SSR && { source: 'src/features/profile/PersonalInfoPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.favorites,
    page: () => import('#features/favorites/FavoritesPage'),
    ...(import.meta.env.SSR && { source: 'src/features/favorites/FavoritesPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.review,
    page: () => import('#features/reviews/ReviewFormPage'),
    ...(import.meta.env.SSR && { source: 'src/features/reviews/ReviewFormPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.checkout,
    page: () => import('#features/checkout/MercadoPagoPage'),
    ...(import.meta.env.SSR && { source: 'src/features/checkout/MercadoPagoPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.payReturn,
    page: () => import('#features/checkout/PayReturnPage'),
    ...(import.meta.env.SSR && { source: 'src/features/checkout/PayReturnPage.tsx' }),
    guard: LoggedInOnly,
  },
  {
    path: PATHS.purchaseDetail,
    page: () => import('#features/checkout/PurchaseDetailPage'),
    ...(import.meta.env.SSR && { source: 'src/features/checkout/PurchaseDetailPage.tsx' }),
    guard: LoggedInOnly,
  },
];
