import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

/** The app, with its router made beforehand (mount-app.tsx): making it is a task of its own. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
