import { type ComponentType, type LazyExoticComponent, lazy, type ReactElement, useContext } from 'react';
import { createRoutesFromElements, Navigate, Route, type RouteObject, Routes, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { AccountLayout } from './layouts/account-layout';
import { RootLayout } from './layouts/root-layout';
import { RenderedPages } from './rendered-pages';

const pageModules = import.meta.glob<{ default: ComponentType }>([
  './routes/**/*-page.tsx',
  './routes/ops/ops-layout.tsx',
]);

/** A lazily loaded page that reports its module while prerendering (so its CSS and JS are preloaded). */
function ModulePage({ file, Page }: { file: string; Page: LazyExoticComponent<ComponentType> }) {
  useContext(RenderedPages)?.add(file);
  return <Page />;
}

/** The route element of a page module, loaded when first shown. */
function page(file: string): ReactElement {
  const load = pageModules[file];
  if (!load) throw new Error(`Unknown page module ${file}`);
  return <ModulePage file={file} Page={lazy(load)} />;
}

const homePage = page('./routes/home/home-page.tsx');
const loginPage = page('./routes/auth/login-page.tsx');
const resetPasswordPage = page('./routes/auth/reset-password-page.tsx');
const resetPasswordConfirmPage = page('./routes/auth/reset-password-confirm-page.tsx');
const verifyEmailPage = page('./routes/auth/verify-email-page.tsx');
const contactPage = page('./routes/contact/contact-page.tsx');
const aboutPage = page('./routes/content/about-page.tsx');
const careersPage = page('./routes/content/careers-page.tsx');
const privacyPage = page('./routes/content/privacy-page.tsx');
const grievancePage = page('./routes/content/grievance-page.tsx');
const termsPage = page('./routes/content/terms-page.tsx');
const refundPolicyPage = page('./routes/content/refund-policy-page.tsx');
const onTimePage = page('./routes/content/on-time-page.tsx');
const blogPage = page('./routes/content/blog-page.tsx');
const blogPostPage = page('./routes/content/blog-post-page.tsx');
const newsroomPage = page('./routes/content/newsroom-page.tsx');
const trackPage = page('./routes/tracking/track-page.tsx');
const tripCheckPage = page('./routes/trip-check/trip-check-page.tsx');
const unsubscribePage = page('./routes/newsletter/unsubscribe-page.tsx');
const confirmSubscriptionPage = page('./routes/newsletter/confirm-page.tsx');
const destinationPage = page('./routes/destinations/destination-page.tsx');
const destinationsIndexPage = page('./routes/destinations/destinations-index-page.tsx');
const goVisaPage = page('./routes/handoff/go-visa-page.tsx');
const profilePage = page('./routes/account/profile-page.tsx');
const documentsPage = page('./routes/account/documents-page.tsx');
const visaHistoryPage = page('./routes/account/visa-history-page.tsx');
const savedApplicationsPage = page('./routes/account/saved-applications-page.tsx');
const wishlistPage = page('./routes/account/wishlist-page.tsx');
const tripsPage = page('./routes/account/trips-page.tsx');
const travellersPage = page('./routes/account/travellers-page.tsx');
const walletPage = page('./routes/account/wallet-page.tsx');
const referralsPage = page('./routes/account/referrals-page.tsx');
const settingsPage = page('./routes/account/settings-page.tsx');
const accountPrivacyPage = page('./routes/account/privacy-page.tsx');
const applyPage = page('./routes/apply/apply-page.tsx');
const payTestPage = page('./routes/apply/pay-test-page.tsx');
const applicationPage = page('./routes/account/application-page.tsx');
const notificationsPage = page('./routes/account/notifications-page.tsx');
const notFoundPage = page('./routes/not-found-page.tsx');
// The operator console: its own layout, loaded only when /ops is opened.
const opsLayout = page('./routes/ops/ops-layout.tsx');
const opsQueuePage = page('./routes/ops/ops-queue-page.tsx');
const opsApplicationPage = page('./routes/ops/ops-application-page.tsx');
const opsInboxPage = page('./routes/ops/ops-inbox-page.tsx');
const opsUsersPage = page('./routes/ops/ops-users-page.tsx');
const opsAdminPage = page('./routes/ops/ops-admin-page.tsx');
const opsCataloguePage = page('./routes/ops/ops-catalogue-page.tsx');
const opsGrievancesPage = page('./routes/ops/ops-grievances-page.tsx');
const opsGrievancePage = page('./routes/ops/ops-grievance-page.tsx');
const opsBreachesPage = page('./routes/ops/ops-breaches-page.tsx');
const opsBreachPage = page('./routes/ops/ops-breach-page.tsx');
const opsRetentionPage = page('./routes/ops/ops-retention-page.tsx');
const opsReviewsPage = page('./routes/ops/ops-reviews-page.tsx');
const opsTripRulesPage = page('./routes/ops/ops-trip-rules-page.tsx');
const opsPhotoSpecsPage = page('./routes/ops/ops-photo-specs-page.tsx');
const opsStaleFactsPage = page('./routes/ops/ops-stale-facts-page.tsx');

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
    <Route element={opsLayout}>
      <Route path={paths.ops.queue} element={opsQueuePage} />
      <Route path="/ops/applications/:ref" element={opsApplicationPage} />
      <Route path={paths.ops.inbox} element={opsInboxPage} />
      <Route path={paths.ops.users} element={opsUsersPage} />
      <Route path={paths.ops.admin} element={opsAdminPage} />
      <Route path={paths.ops.catalogue} element={opsCataloguePage} />
      <Route path={paths.ops.grievances} element={opsGrievancesPage} />
      <Route path="/ops/grievances/:id" element={opsGrievancePage} />
      <Route path={paths.ops.breaches} element={opsBreachesPage} />
      <Route path="/ops/breaches/:id" element={opsBreachPage} />
      <Route path={paths.ops.retention} element={opsRetentionPage} />
      <Route path={paths.ops.reviews} element={opsReviewsPage} />
      <Route path={paths.ops.tripRules} element={opsTripRulesPage} />
      <Route path={paths.ops.photoSpecs} element={opsPhotoSpecsPage} />
      <Route path={paths.ops.staleFacts} element={opsStaleFactsPage} />
    </Route>
    <Route element={<RootLayout />}>
      <Route path={paths.home} handle={PRERENDERED} element={homePage} />
      <Route path={paths.login} handle={PRERENDERED} element={loginPage} />
      <Route path={paths.signup} element={loginPage} />
      <Route path={paths.resetPassword} handle={PRERENDERED} element={resetPasswordPage} />
      <Route path={paths.resetPasswordConfirm} element={resetPasswordConfirmPage} />
      <Route path={paths.verifyEmail} handle={PRERENDERED} element={verifyEmailPage} />
      <Route path={paths.contact} handle={PRERENDERED} element={contactPage} />
      <Route path={paths.about} handle={PRERENDERED} element={aboutPage} />
      <Route path={paths.careers} handle={PRERENDERED} element={careersPage} />
      <Route path={paths.privacy} handle={PRERENDERED} element={privacyPage} />
      <Route path={paths.grievance} element={grievancePage} />
      <Route path={paths.terms} handle={PRERENDERED} element={termsPage} />
      <Route path={paths.refundPolicy} handle={PRERENDERED} element={refundPolicyPage} />
      <Route path={paths.onTime} handle={PRERENDERED} element={onTimePage} />
      <Route path={paths.blog} handle={PRERENDERED} element={blogPage} />
      <Route path="/blog/:slug" handle={PRERENDERED} element={blogPostPage} />
      <Route path={paths.newsroom} handle={PRERENDERED} element={newsroomPage} />
      <Route path={paths.track} handle={PRERENDERED} element={trackPage} />
      <Route path={paths.tripCheck} element={tripCheckPage} />
      <Route path={paths.newsletterUnsubscribe} element={unsubscribePage} />
      <Route path={paths.destinations} handle={PRERENDERED} element={destinationsIndexPage} />
      <Route path={paths.newsletterConfirm} element={confirmSubscriptionPage} />
      <Route path="/visa/:slug" handle={PRERENDERED} element={destinationPage} />
      <Route path={paths.goVisa} element={goVisaPage} />
      <Route path={paths.goForVisa} element={<RedirectKeepingQuery to={paths.goVisa} />} />
      <Route path={paths.apply} element={applyPage} />
      <Route path="/pay/test/:paymentId" element={payTestPage} />
      <Route path={paths.myProfile} element={<Navigate to={paths.account.profile} replace />} />
      <Route path={paths.account.home} element={<Navigate to={paths.account.profile} replace />} />
      <Route element={<AccountLayout />}>
        <Route path={paths.account.profile} element={profilePage} />
        <Route path={paths.account.documents} element={documentsPage} />
        <Route path={paths.account.visaHistory} element={visaHistoryPage} />
        <Route path={paths.account.saved} element={savedApplicationsPage} />
        <Route path={paths.account.wishlist} element={wishlistPage} />
        <Route path={paths.account.trips} element={tripsPage} />
        <Route path={paths.account.travellers} element={travellersPage} />
        <Route path={paths.account.wallet} element={walletPage} />
        <Route path={paths.account.referrals} element={referralsPage} />
        <Route path={paths.account.settings} element={settingsPage} />
        <Route path={paths.account.privacy} element={accountPrivacyPage} />
        <Route path="/account/applications/:ref" element={applicationPage} />
        <Route path={paths.account.notifications} element={notificationsPage} />
      </Route>
      <Route path="*" element={notFoundPage} />
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
