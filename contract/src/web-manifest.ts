import type { Lang } from './lang';

/**
 * Each language's web app manifest: written by the client build (web/src/features/offline/vite-plugin.ts), linked by
 * the pages of that language (server/src/plugins/page-document.ts).
 */
export const WEB_APP_MANIFEST: Record<Lang, string> = { en: 'manifest.webmanifest', hi: 'manifest.hi.webmanifest' };
