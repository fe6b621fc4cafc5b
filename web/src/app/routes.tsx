import { type ComponentType, lazy, useContext } from 'react';
import { createRoutesFromElements, Navigate, Route, type RouteObject, Routes, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { AccountLayout } from './layouts/account-layout';
import { RootLayout } from './layouts/root-layout';
import { RenderedPages } from './rendered-pages';

const pageModules = import.meta.glob<{ default: ComponentType }>(['../features/*/pages/*.tsx', './pages/*.tsx']);

/** A lazily loaded page that reports its module while prerendering (so its CSS and JS are preloaded). */
function page(file: string): ComponentType {
  const load = pageModules[file];
  if (!load) throw new Error(`Unknown page module ${file}`);
  const LazyPage = lazy(load);
  return function Page() {
    useContext(RenderedPages)?.add(file);
    return <LazyPage />;
  };
}

const HomePage = page('../features/home/pages/home-page.tsx');
const LoginPage = page('../features/auth/pages/login-page.tsx');
const ResetPasswordPage = page('../features/auth/pages/reset-password-page.tsx');
const ResetPasswordConfirmPage = page('../features/auth/pages/reset-password-confirm-page.tsx');
const VerifyEmailPage = page('../features/auth/pages/verify-email-page.tsx');
const ContactPage = page('../features/contact/pages/contact-page.tsx');
const AboutPage = page('../features/content/pages/about-page.tsx');
const CareersPage = page('../features/content/pages/careers-page.tsx');
const PrivacyPage = page('../features/content/pages/privacy-page.tsx');
const TermsPage = page('../features/content/pages/terms-page.tsx');
const BlogPage = page('../features/content/pages/blog-page.tsx');
const BlogPostPage = page('../features/content/pages/blog-post-page.tsx');
const NewsroomPage = page('../features/content/pages/newsroom-page.tsx');
const TrackPage = page('../features/tracking/pages/track-page.tsx');
const UnsubscribePage = page('../features/newsletter/pages/unsubscribe-page.tsx');
const ConfirmSubscriptionPage = page('../features/newsletter/pages/confirm-page.tsx');
const DestinationPage = page('../features/destinations/pages/destination-page.tsx');
const DestinationsIndexPage = page('../features/destinations/pages/destinations-index-page.tsx');
const GoVisaPage = page('../features/handoff/pages/go-visa-page.tsx');
const ProfilePage = page('../features/profile/pages/profile-page.tsx');
const DocumentsPage = page('../features/documents/pages/documents-page.tsx');
const VisaHistoryPage = page('../features/applications/pages/visa-history-page.tsx');
const SavedApplicationsPage = page('../features/applications/pages/saved-applications-page.tsx');
const WishlistPage = page('../features/wishlist/pages/wishlist-page.tsx');
const WalletPage = page('../features/wallet/pages/wallet-page.tsx');
const ReferralsPage = page('../features/referrals/pages/referrals-page.tsx');
const SettingsPage = page('../features/settings/pages/settings-page.tsx');
const ApplyPage = page('../features/apply/pages/apply-page.tsx');
const PayTestPage = page('../features/apply/pages/pay-test-page.tsx');
const ApplicationPage = page('../features/apply/pages/application-page.tsx');
const NotificationsPage = page('../features/notifications/pages/notifications-page.tsx');
const NotFoundPage = page('./pages/not-found-page.tsx');
// The operator console: its own layout, loaded only when /ops is opened.
const OpsLayout = page('../features/ops/pages/ops-layout.tsx');
const OpsQueuePage = page('../features/ops/pages/ops-queue-page.tsx');
const OpsApplicationPage = page('../features/ops/pages/ops-application-page.tsx');
const OpsInboxPage = page('../features/ops/pages/ops-inbox-page.tsx');
const OpsUsersPage = page('../features/ops/pages/ops-users-page.tsx');
const OpsAdminPage = page('../features/ops/pages/ops-admin-page.tsx');
const OpsCataloguePage = page('../features/ops/pages/ops-catalogue-page.tsx');

/** Redirects to another path keeping the query string (e.g. /go-for-visa → /go/visa). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/**
 * A route whose pages are rendered to HTML at build time (`handle`): the server answers the written page, and
 * for a route with parameters (a blog post, a destination) only the pages written exist. Every other route is
 * client-rendered: the server answers it with the app shell.
 */
const PRERENDERED = { prerendered: true } as const;

/** The router's table: the app renders it, and the server learns from it which paths are pages (see routeTable). */
const routeTree = (
  <>
    <Route element={<OpsLayout />}>
      <Route path={paths.ops.queue} element={<OpsQueuePage />} />
      <Route path="/ops/applications/:ref" element={<OpsApplicationPage />} />
      <Route path={paths.ops.inbox} element={<OpsInboxPage />} />
      <Route path={paths.ops.users} element={<OpsUsersPage />} />
      <Route path={paths.ops.admin} element={<OpsAdminPage />} />
      <Route path={paths.ops.catalogue} element={<OpsCataloguePage />} />
    </Route>
    <Route element={<RootLayout />}>
      <Route path={paths.home} handle={PRERENDERED} element={<HomePage />} />
      <Route path={paths.login} handle={PRERENDERED} element={<LoginPage />} />
      <Route path={paths.signup} element={<LoginPage />} />
      <Route path={paths.resetPassword} handle={PRERENDERED} element={<ResetPasswordPage />} />
      <Route path={paths.resetPasswordConfirm} element={<ResetPasswordConfirmPage />} />
      <Route path={paths.verifyEmail} handle={PRERENDERED} element={<VerifyEmailPage />} />
      <Route path={paths.contact} handle={PRERENDERED} element={<ContactPage />} />
      <Route path={paths.about} handle={PRERENDERED} element={<AboutPage />} />
      <Route path={paths.careers} handle={PRERENDERED} element={<CareersPage />} />
      <Route path={paths.privacy} handle={PRERENDERED} element={<PrivacyPage />} />
      <Route path={paths.terms} handle={PRERENDERED} element={<TermsPage />} />
      <Route path={paths.blog} handle={PRERENDERED} element={<BlogPage />} />
      <Route path="/blog/:slug" handle={PRERENDERED} element={<BlogPostPage />} />
      <Route path={paths.newsroom} handle={PRERENDERED} element={<NewsroomPage />} />
      <Route path={paths.track} handle={PRERENDERED} element={<TrackPage />} />
      <Route path={paths.newsletterUnsubscribe} element={<UnsubscribePage />} />
      <Route path={paths.destinations} handle={PRERENDERED} element={<DestinationsIndexPage />} />
      <Route path={paths.newsletterConfirm} element={<ConfirmSubscriptionPage />} />
      <Route path="/visa/:slug" handle={PRERENDERED} element={<DestinationPage />} />
      <Route path={paths.goVisa} element={<GoVisaPage />} />
      <Route path={paths.goForVisa} element={<RedirectKeepingQuery to={paths.goVisa} />} />
      <Route path={paths.apply} element={<ApplyPage />} />
      <Route path="/pay/test/:paymentId" element={<PayTestPage />} />
      <Route path={paths.myProfile} element={<Navigate to={paths.account.profile} replace />} />
      <Route path={paths.account.home} element={<Navigate to={paths.account.profile} replace />} />
      <Route element={<AccountLayout />}>
        <Route path={paths.account.profile} element={<ProfilePage />} />
        <Route path={paths.account.documents} element={<DocumentsPage />} />
        <Route path={paths.account.visaHistory} element={<VisaHistoryPage />} />
        <Route path={paths.account.saved} element={<SavedApplicationsPage />} />
        <Route path={paths.account.wishlist} element={<WishlistPage />} />
        <Route path={paths.account.wallet} element={<WalletPage />} />
        <Route path={paths.account.referrals} element={<ReferralsPage />} />
        <Route path={paths.account.settings} element={<SettingsPage />} />
        <Route path="/account/applications/:ref" element={<ApplicationPage />} />
        <Route path={paths.account.notifications} element={<NotificationsPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </>
);

export function AppRoutes() {
  return <Routes>{routeTree}</Routes>;
}

export interface RouteEntry {
  /** A React Router path pattern, e.g. "/apply" or "/account/applications/:ref". */
  path: string;
  prerendered: boolean;
}

function flatten(routes: RouteObject[], parent = ''): RouteEntry[] {
  return routes.flatMap((route) => {
    const path = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`.replace(/\/+$/, '');
    const own = route.path === undefined ? [] : [{ path, prerendered: route.handle === PRERENDERED }];
    return [...own, ...flatten(route.children ?? [], route.path === undefined ? parent : path)];
  });
}

/** Every path of the router (layouts left out, the catch-all "/*" included). */
export function routeTable(): RouteEntry[] {
  return flatten(createRoutesFromElements(routeTree));
}
