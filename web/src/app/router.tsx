import type { ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import { paths } from '../config/paths';
import { screenAt } from '../config/dashboard-screens';
import { RequireAuth, RequireScreen } from '../features/account/components/RequireAuth';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { RootLayout } from './layouts/RootLayout';
import { PageFrameAt } from './page-frames';
import { NotFoundPage } from './routes/NotFoundPage';

// Every page loads on first visit (the layout around it shows a spinner meanwhile), which keeps each
// out of the others' first loads. A visitor's Home runs the islands entry, not this table.
const HomePage = lazyWithRetry(() => import('./routes/HomePage').then((m) => ({ default: m.HomePage })));
const BlogsPage = lazyWithRetry(() => import('../features/blog/BlogsPage'));
const PurchasePage = lazyWithRetry(() =>
  import('../features/catalog/components/PurchasePage').then((m) => ({ default: m.PurchasePage })),
);
const ToolsPage = lazyWithRetry(() => import('../features/catalog/components/ToolsPage'));
const PortfolioPage = lazyWithRetry(() => import('../features/portfolio/PortfolioPage'));
const LoginPage = lazyWithRetry(() => import('../features/account/components/LoginPage'));
const RegisterPage = lazyWithRetry(() => import('../features/account/components/RegisterPage'));
const ProfilePage = lazyWithRetry(() => import('../features/account/components/ProfilePage'));
export const CartPage = lazyWithRetry(() => import('../features/cart/components/CartPage'));
export const QuickOrderPage = lazyWithRetry(() => import('../features/cart/components/QuickOrderPage'));
export const DashboardLayout = lazyWithRetry(() => import('./layouts/DashboardLayout'));
// In the layout's chunk, which has loaded by the time the layout renders its screen.
const DashboardLanding = lazyWithRetry(() =>
  import('./layouts/DashboardLayout').then((module) => ({ default: module.DashboardLanding })),
);
export const MyOrdersPage = lazyWithRetry(() => import('../features/orders/components/MyOrdersPage'));
const AddReviewPage = lazyWithRetry(() => import('../features/reviews/components/AddReviewPage'));
const MakeAdminPage = lazyWithRetry(() => import('../features/admin-users/components/MakeAdminPage'));
export const OrderDetailsPage = lazyWithRetry(() => import('../features/orders/components/OrderDetailsPage'));
const AllOrdersPage = lazyWithRetry(() => import('../features/orders/components/AllOrdersPage'));
const AllProductsPage = lazyWithRetry(() => import('../features/admin-products/components/AllProductsPage'));
const InquiriesPage = lazyWithRetry(() => import('../features/admin-inquiries/InquiriesPage'));
// The charts (MUI X Charts) load with this page only.
export const AnalyticsPage = lazyWithRetry(() => import('../features/analytics/components/AnalyticsPage'));
const AddProductPage = lazyWithRetry(() => import('../features/admin-products/components/AddProductPage'));
const ImportProductsPage = lazyWithRetry(() => import('../features/admin-products/components/ImportProductsPage'));
const AuditLogPage = lazyWithRetry(() => import('../features/admin-audit/components/AuditLogPage'));
const CompanyPage = lazyWithRetry(() => import('../features/company/components/CompanyPage'));
const InvitationPage = lazyWithRetry(() => import('../features/company/components/InvitationPage'));
const ApprovalsPage = lazyWithRetry(() => import('../features/orders/components/ApprovalsPage'));
const CompaniesPage = lazyWithRetry(() => import('../features/admin-companies/components/CompaniesPage'));
const PriceListsPage = lazyWithRetry(() => import('../features/admin-price-lists/components/PriceListsPage'));
const QuotesPage = lazyWithRetry(() => import('../features/quotes/components/QuotesPage'));
const MyQuotesPage = lazyWithRetry(() => import('../features/quotes/components/MyQuotesPage'));
const BuyingListsPage = lazyWithRetry(() => import('../features/buying-lists/components/BuyingListsPage'));

/**
 * A dashboard screen in its own error boundary: a screen that fails leaves the drawer in place. The
 * boundary is put here, not in the lazy DashboardLayout: imported from there, it and what it uses
 * (Button, paths) would be split out of the first load's main chunk, about 1 kB gzip more for Home.
 */
function dashboardScreen(page: ReactNode): ReactNode {
  return <PageErrorBoundary>{page}</PageErrorBoundary>;
}

/** A dashboard screen behind its guard, which reads who may open it from the permission table. */
function guarded(path: string, page: ReactNode): RouteObject {
  const checking = <PageFrameAt label="Checking your access" screenOnly />;
  return {
    path,
    element: dashboardScreen(
      <RequireScreen screen={screenAt(path)} checking={checking}>
        {page}
      </RequireScreen>,
    ),
  };
}

/**
 * The route table, on the declarative router: no loader, action or fetcher is used, and leaving
 * the data router's machinery out takes about 17 kB gzip off every first visit.
 */
export function AppRoutes() {
  return useRoutes([
    {
      element: <RootLayout />,
      children: [
        { path: paths.home, element: <HomePage /> },
        { path: paths.homeAlias, element: <HomePage /> },
        { path: paths.tools, element: <ToolsPage /> },
        { path: paths.blogs, element: <BlogsPage /> },
        { path: paths.portfolio, element: <PortfolioPage /> },
        { path: paths.login, element: <LoginPage /> },
        { path: paths.register, element: <RegisterPage /> },
        // Open to visitors (the tool and its prices); its order form asks them to sign in.
        { path: paths.orderPattern, element: <PurchasePage /> },
        {
          // A page with a frame (page-frames.tsx) shows it meanwhile: the frame it was served as.
          element: <RequireAuth checking={<PageFrameAt label="Checking your session" />} />,
          children: [
            { path: paths.profile, element: <ProfilePage /> },
            { path: paths.cart, element: <CartPage /> },
            { path: paths.quickOrder, element: <QuickOrderPage /> },
            // The invitation mail's link: the invited account accepts; anyone else is told whom it is for.
            { path: paths.companyInvitationPattern, element: <InvitationPage /> },
            {
              path: paths.dashboard.root,
              element: <DashboardLayout />,
              children: [
                { index: true, element: dashboardScreen(<DashboardLanding customerScreen={<MyOrdersPage />} />) },
                guarded(paths.dashboard.analytics, <AnalyticsPage />),
                { path: paths.dashboard.addReview, element: dashboardScreen(<AddReviewPage />) },
                // Its owner or an admin: the API answers 404 to anyone else, and the page says so.
                { path: paths.dashboard.orderPattern, element: dashboardScreen(<OrderDetailsPage />) },
                { path: paths.dashboard.profile, element: dashboardScreen(<ProfilePage />) },
                guarded(paths.dashboard.makeAdmin, <MakeAdminPage />),
                guarded(paths.dashboard.allOrders, <AllOrdersPage />),
                guarded(paths.dashboard.allProducts, <AllProductsPage />),
                guarded(paths.dashboard.inquiries, <InquiriesPage />),
                guarded(paths.dashboard.addProduct, <AddProductPage />),
                guarded(paths.dashboard.importProducts, <ImportProductsPage />),
                guarded(paths.dashboard.auditLog, <AuditLogPage />),
                guarded(paths.dashboard.companies, <CompaniesPage />),
                guarded(paths.dashboard.priceLists, <PriceListsPage />),
                guarded(paths.dashboard.quotes, <QuotesPage />),
                guarded(paths.dashboard.myQuotes, <MyQuotesPage />),
                guarded(paths.dashboard.lists, <BuyingListsPage />),
                // A member's company (or, for an account in none, the application) and a company
                // admin's approvals: the membership is the API's to check, and each page says what it found.
                { path: paths.dashboard.company, element: dashboardScreen(<CompanyPage />) },
                { path: paths.dashboard.approvals, element: dashboardScreen(<ApprovalsPage />) },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
