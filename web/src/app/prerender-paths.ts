import { destinationPaths } from '@web/lib/destination-cards';
import { paths } from '../config/paths';
import { blogPostPaths } from '../features/content/blog-posts';

/** Pages rendered to static HTML at build time. Features add their dynamic pages to `extraPrerenderPaths`. */
export const staticPrerenderPaths: string[] = [
  paths.home,
  paths.login,
  paths.resetPassword,
  paths.verifyEmail,
  paths.contact,
  paths.about,
  paths.careers,
  paths.privacy,
  paths.terms,
  paths.blog,
  paths.newsroom,
  paths.track,
  paths.destinations,
];

/** Dynamic prerendered pages (destination pages, blog posts): each feature appends its own list here. */
export const extraPrerenderPaths: string[] = [...blogPostPaths, ...destinationPaths()];

/** Client-rendered routes served through the app shell (patterns; `/*` matches a subtree). */
export const clientRoutePatterns: string[] = [
  paths.signup,
  paths.resetPasswordConfirm,
  paths.goVisa,
  paths.goForVisa,
  paths.myProfile,
  paths.newsletterUnsubscribe,
  paths.newsletterConfirm,
  '/account/*',
  // The operator console: client-rendered only, never prerendered or listed in the sitemap.
  '/ops/*',
];

/** Paths listed in sitemap.xml: every prerendered public page except the auth forms. */
export const sitemapExcluded = new Set<string>([paths.login, paths.resetPassword, paths.verifyEmail]);
