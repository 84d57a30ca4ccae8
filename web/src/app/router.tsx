import { ROUTES } from '@w2e/core/routes';
import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { HomePage } from '../features/home/components/home-page';
import { AppLayout } from '../features/shell/components/app-layout';

/**
 * Every page of core's ROUTES (the server answers 404 for anything else). The landing page ships in the first
 * bundle; the rest load when visited, so forms and their rules don't weigh on the home page.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: ROUTES.home, element: <HomePage /> },
      {
        path: ROUTES.login,
        lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
      },
      {
        path: ROUTES.register,
        lazy: async () => ({
          Component: (await import('../features/auth/components/register-page')).RegisterPage,
        }),
      },
      {
        path: ROUTES.profile,
        lazy: async () => ({
          Component: (await import('../features/profile/components/profile-page')).ProfilePage,
        }),
      },
      {
        path: ROUTES.accountPassword,
        lazy: async () => ({
          Component: (await import('../features/auth/components/account-password-page')).AccountPasswordPage,
        }),
      },
      {
        path: ROUTES.verifyEmail,
        lazy: async () => ({
          Component: (await import('../features/auth/components/verify-pages')).VerifyEmailPage,
        }),
      },
      {
        path: ROUTES.verifyOldEmail,
        lazy: async () => ({
          Component: (await import('../features/auth/components/verify-pages')).VerifyOldEmailPage,
        }),
      },
      {
        path: ROUTES.verifyGameEmail,
        lazy: async () => ({
          Component: (await import('../features/auth/components/verify-pages')).VerifyGameEmailPage,
        }),
      },
      { path: ROUTES.notFound, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
