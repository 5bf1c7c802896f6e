import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoadingIndicator } from '../components/QueryState';
import { paths } from '../config/paths';
import { RequireAdmin, RequireAuth } from '../features/account/components/RequireAuth';
import { HomePage } from '../features/home/HomePage';
import { RootLayout } from './layouts/RootLayout';
import { NotFoundPage } from './routes/NotFoundPage';

/** A route module's default export, loaded on first visit (keeps it out of Home's first load). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      // Shown while the first lazy route of a visit loads.
      HydrateFallback: () => <LoadingIndicator label="Loading page" />,
      children: [
        { path: paths.home, element: <HomePage /> },
        { path: paths.homeAlias, element: <HomePage /> },
        { path: paths.blogs, lazy: page(() => import('../features/blog/BlogsPage')) },
        { path: paths.portfolio, lazy: page(() => import('../features/portfolio/PortfolioPage')) },
        { path: paths.login, lazy: page(() => import('../features/account/components/LoginPage')) },
        { path: paths.register, lazy: page(() => import('../features/account/components/RegisterPage')) },
        {
          element: <RequireAuth />,
          children: [
            { path: paths.orderPattern, lazy: page(() => import('../features/ordering/components/PurchasePage')) },
            { path: paths.profile, lazy: page(() => import('../features/account/components/ProfilePage')) },
            {
              path: paths.dashboard.root,
              lazy: page(() => import('./layouts/DashboardLayout')),
              children: [
                { index: true, lazy: page(() => import('../features/orders/components/MyOrdersPage')) },
                {
                  path: paths.dashboard.addReview,
                  lazy: page(() => import('../features/reviews/components/AddReviewPage')),
                },
                {
                  path: paths.dashboard.profile,
                  lazy: page(() => import('../features/account/components/ProfilePage')),
                },
                {
                  element: <RequireAdmin />,
                  children: [
                    {
                      path: paths.dashboard.makeAdmin,
                      lazy: page(() => import('../features/admin-users/components/MakeAdminPage')),
                    },
                    {
                      path: paths.dashboard.allOrders,
                      lazy: page(() => import('../features/admin-orders/components/AllOrdersPage')),
                    },
                    {
                      path: paths.dashboard.allProducts,
                      lazy: page(() => import('../features/admin-products/components/AllProductsPage')),
                    },
                    {
                      path: paths.dashboard.inquiries,
                      lazy: page(() => import('../features/admin-inquiries/InquiriesPage')),
                    },
                    {
                      path: paths.dashboard.addProduct,
                      lazy: page(() => import('../features/admin-products/components/AddProductPage')),
                    },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
