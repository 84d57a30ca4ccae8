import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

export const authRoutes: FeatureRoutes = {
  public: [
    {
      path: ROUTES.login,
      lazy: lazyPage(
        () => import('./components/login-page'),
        (m) => m.LoginPage,
      ),
    },
    {
      path: ROUTES.register,
      lazy: lazyPage(
        () => import('./components/register-page'),
        (m) => m.RegisterPage,
      ),
    },
    {
      // Signed in it changes the password; otherwise it asks for, or takes, the reset link.
      path: ROUTES.accountPassword,
      lazy: lazyPage(
        () => import('./components/account-password-page'),
        (m) => m.AccountPasswordPage,
      ),
    },
    {
      path: ROUTES.verifyEmail,
      lazy: lazyPage(
        () => import('./components/verify-pages'),
        (m) => m.VerifyEmailPage,
      ),
    },
    {
      path: ROUTES.verifyOldEmail,
      lazy: lazyPage(
        () => import('./components/verify-pages'),
        (m) => m.VerifyOldEmailPage,
      ),
    },
    {
      path: ROUTES.verifyGameEmail,
      lazy: lazyPage(
        () => import('./components/verify-pages'),
        (m) => m.VerifyGameEmailPage,
      ),
    },
  ],
};
