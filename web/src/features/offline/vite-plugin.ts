import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { WEB_APP_MANIFEST } from '../../../../contract/src/web-manifest';

const FAVICON = path.resolve('web/public/favicon.svg');
const TOKENS = path.resolve('web/src/styles/global.css');
const CATALOGUES = {
  en: path.resolve('web/src/i18n/messages/en.json'),
  hi: path.resolve('web/src/i18n/messages/hi.json'),
} as const;
type Lang = keyof typeof CATALOGUES;

/** A design token's value from the global stylesheet, so the installed app's colours follow the site's. */
function token(css: string, name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  if (!value) throw new Error(`design token --${name} not found in ${TOKENS}`);
  return value;
}

/** The favicon's drawing inside the safe zone (the middle 80%) of a full-bleed square, as maskable icons need. */
function maskableSvg(favicon: string, background: string): string {
  const inner = favicon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(9.6 9.6) scale(0.7)">${inner}</g></svg>`;
}

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/maskable-512.png', size: 512, maskable: true },
  { file: 'icons/apple-touch-icon.png', size: 180, maskable: true },
] as const;

/** A message of a language's catalogue by its dotted key. */
function message(lang: Lang, key: string): string {
  let node: unknown = JSON.parse(readFileSync(CATALOGUES[lang], 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`${key} is missing from ${CATALOGUES[lang]}`);
  return node;
}

function manifest(lang: Lang, productName: string, colours: { theme: string; background: string }) {
  const start = lang === 'hi' ? '/hi/' : '/';
  return {
    id: start,
    name: productName,
    short_name: productName,
    description: message(lang, 'offline.appDescription').replaceAll('{{product}}', productName),
    lang: lang === 'hi' ? 'hi-IN' : 'en-IN',
    dir: 'ltr',
    start_url: start,
    // The whole site: a traveller who switches language stays inside the installed app.
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: ICONS.filter((icon) => icon.file !== 'icons/apple-touch-icon.png').map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}

/**
 * The web app manifest in English and Hindi and the PNG icons install prompts need (192 and 512 pixels, a maskable
 * one, Apple's touch icon), drawn from the favicon with sharp in the client build; colours from the design tokens.
 */
export function webAppManifest({ product }: { product: string }): Plugin {
  return {
    name: 'web-app-manifest',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    async generateBundle() {
      const css = readFileSync(TOKENS, 'utf8');
      const colours = { theme: token(css, 'color-primary'), background: token(css, 'color-bg') };
      const favicon = readFileSync(FAVICON, 'utf8');
      for (const icon of ICONS) {
        const svg = icon.maskable ? maskableSvg(favicon, colours.theme) : favicon;
        const source = await sharp(Buffer.from(svg), { density: 72 * (icon.size / 64) * 1.01 })
          .resize(icon.size, icon.size)
          .png()
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source });
      }
      for (const lang of ['en', 'hi'] as const) {
        this.emitFile({
          type: 'asset',
          fileName: WEB_APP_MANIFEST[lang],
          source: JSON.stringify(manifest(lang, product, colours), null, 2),
        });
      }
    },
  };
}
