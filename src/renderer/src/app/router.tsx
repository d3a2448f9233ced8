import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './routes/HomePage';
import { NotFoundPage } from './routes/NotFoundPage';

/** The routes of spec point 2. The shell (/_app in the spec) is the layout route around every page. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
