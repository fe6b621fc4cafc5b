import { destinationPaths } from '@web/lib/destination-cards';
import { paths } from '../config/paths';
import { blogPostPaths } from '../features/content/blog-posts';
import { routeTable } from './routes';

const hasParameters = (path: string) => path.includes(':') || path.includes('*');

/** Pages rendered to static HTML at build time: the router's prerendered routes without parameters. */
export const staticPrerenderPaths: string[] = routeTable()
  .filter((route) => route.prerendered && !hasParameters(route.path))
  .map((route) => route.path);

/** The pages of the prerendered routes with parameters (destination pages, blog posts), listed by their features. */
export const extraPrerenderPaths: string[] = [...blogPostPaths, ...destinationPaths()];

/**
 * Client-rendered routes, served through the app shell: every other route of the router, as React Router
 * patterns ("/pay/test/:paymentId"). The catch-all is left out: a path no route names is the 404 page.
 */
export const clientRoutePatterns: string[] = routeTable()
  .filter((route) => !route.prerendered && !route.path.endsWith('*'))
  .map((route) => route.path);

/** Paths listed in sitemap.xml: every prerendered public page except the auth forms. */
export const sitemapExcluded = new Set<string>([paths.login, paths.resetPassword, paths.verifyEmail]);
