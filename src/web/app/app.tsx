import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { LandingRoute } from './landing/landing-page';
import { PageLoading } from './page-loading';

// Portal and admin are code-split: the landing page never downloads them.
const ClientLoginPage = lazy(() => import('./portal/client-login-page'));
const ClientDashboardPage = lazy(() => import('./portal/client-dashboard-page'));
const ClientAccountPage = lazy(() => import('./portal/client-account-page'));
const AdminPage = lazy(() => import('./admin/admin-page'));
const SignInPage = lazy(() => import('./home/sign-in-page'));
const HomePage = lazy(() => import('./home/home-page'));
const ProfilePage = lazy(() => import('./home/profile-page'));
const ResetPasswordPage = lazy(() => import('./home/reset-password-page'));
const VerifyPage = lazy(() => import('./trust/verify-page'));
const PrivacyPage = lazy(() => import('./trust/privacy-page'));
const NotFoundRoute = lazy(() => import('./not-found').then((m) => ({ default: m.NotFoundRoute })));
// The query cache comes with the pages that use it: the landing page renders without it.
const QueryProvider = lazy(() => import('../lib/query-provider'));

export function App() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={LandingRoute} />
          <Route>
            <QueryProvider>
              <Switch>
                <Route path="/client-login" component={ClientLoginPage} />
                <Route path="/client-dashboard" component={ClientDashboardPage} />
                <Route path="/client-dashboard/account" component={ClientAccountPage} />
                <Route path="/admin" component={AdminPage} />
                <Route path="/login" component={SignInPage} />
                <Route path="/home" component={HomePage} />
                <Route path="/profile" component={ProfilePage} />
                <Route path="/reset-password" component={ResetPasswordPage} />
                <Route path="/verify" component={VerifyPage} />
                <Route path="/privacy" component={PrivacyPage} />
                <Route component={NotFoundRoute} />
              </Switch>
            </QueryProvider>
          </Route>
        </Switch>
      </Suspense>
      <LazyToaster />
    </>
  );
}
