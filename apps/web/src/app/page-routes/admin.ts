import { PATHS } from '#lib/paths';
import { AdminOnly } from '../guards';
import type { PageModule, PageRoute } from '../page-types';

/** One form page serves every product type: it reads the type from its path (docs/product/admin.md#product-forms). */
const productForm: PageModule = () => import('#features/admin/products/ProductFormPage');
const productFormPaths = [
  PATHS.adminCreateBurgerBase,
  PATHS.adminCreateBurger,
  PATHS.adminCreateBeverage,
  PATHS.adminCreateCombo,
  PATHS.adminCreateFries,
  PATHS.adminCreateIngredient,
  PATHS.adminEditProduct,
];

/** The owner's back office. */
export const ADMIN_PAGES: PageRoute[] = [
  {
    path: PATHS.adminHome,
    page: () => import('#features/admin/AdminHomePage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/AdminHomePage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminUsers,
    page: () => import('#features/admin/users/AdminUsersPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/users/AdminUsersPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminNewsletter,
    page: () => import('#features/admin/newsletter/AdminNewsletterPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/newsletter/AdminNewsletterPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminProducts,
    page: () => import('#features/admin/products/AdminProductsPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/products/AdminProductsPage.tsx' }),
    guard: AdminOnly,
  },
  ...productFormPaths.map((path) => ({
    path,
    page: productForm,
    ...(import.meta.env.SSR && { source: 'src/features/admin/products/ProductFormPage.tsx' }),
    guard: AdminOnly,
  })),
  {
    path: PATHS.adminCoupons,
    page: () => import('#features/admin/coupons/AdminCouponsPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/coupons/AdminCouponsPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminPromotions,
    page: () => import('#features/admin/promotions/AdminPromotionsPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/promotions/AdminPromotionsPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminRewards,
    page: () => import('#features/admin/rewards/AdminRewardsPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/rewards/AdminRewardsPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminHours,
    page: () => import('#features/admin/hours/AdminHoursPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/hours/AdminHoursPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminMessages,
    page: () => import('#features/admin/messages/AdminMessagesPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/messages/AdminMessagesPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminOrders,
    page: () => import('#features/admin/orders/AdminOrdersPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/orders/AdminOrdersPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminInvoicing,
    page: () => import('#features/admin/invoicing/AdminInvoicingPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/invoicing/AdminInvoicingPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminActivity,
    page: () => import('#features/admin/activity/AdminActivityPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/activity/AdminActivityPage.tsx' }),
    guard: AdminOnly,
  },
  {
    path: PATHS.adminDelivery,
    page: () => import('#features/admin/delivery/AdminDeliveryPage'),
    ...(import.meta.env.SSR && { source: 'src/features/admin/delivery/AdminDeliveryPage.tsx' }),
    guard: AdminOnly,
  },
];
