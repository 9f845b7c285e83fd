import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Route, Switch } from 'wouter';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { createQueryClient } from '../lib/query-client';
import { LandingRoute } from './landing/landing-page';
import { NotFoundRoute } from './not-found';
import { PageLoading } from './page-loading';

// Portal and admin are code-split: the landing page never downloads them.
const ClientLoginPage = lazy(() => import('./portal/client-login-page'));
const ClientDashboardPage = lazy(() => import('./portal/client-dashboard-page'));
const AdminPage = lazy(() => import('./admin/admin-page'));
const SignInPage = lazy(() => import('./home/sign-in-page'));
const HomePage = lazy(() => import('./home/home-page'));
const ProfilePage = lazy(() => import('./home/profile-page'));
const ResetPasswordPage = lazy(() => import('./home/reset-password-page'));
const VerifyPage = lazy(() => import('./trust/verify-page'));
const PrivacyPage = lazy(() => import('./trust/privacy-page'));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={LandingRoute} />
          <Route path="/client-login" component={ClientLoginPage} />
          <Route path="/client-dashboard" component={ClientDashboardPage} />
          <Route path="/admin" component={AdminPage} />
          <Route path="/login" component={SignInPage} />
          <Route path="/home" component={HomePage} />
          <Route path="/profile" component={ProfilePage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/verify" component={VerifyPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route component={NotFoundRoute} />
        </Switch>
      </Suspense>
      <LazyToaster />
    </QueryClientProvider>
  );
}
