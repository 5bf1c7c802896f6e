import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/HomePage';
import { RootLayout } from './layouts/RootLayout';
import { NotFoundPage } from './routes/NotFoundPage';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { path: paths.home, element: <HomePage /> },
        { path: paths.homeAlias, element: <HomePage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
