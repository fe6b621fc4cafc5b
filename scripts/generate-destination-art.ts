/**
 * Draws the small SVG picture of every catalogue destination into web/public/images/destinations/
 * (a gradient sky, a sun and a skyline, dunes, mountains or sea, varied per country). Run after adding
 * a destination to data/catalogue/destinations.json:  npx tsx scripts/generate-destination-art.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Theme = 'city' | 'desert' | 'mountains' | 'sea' | 'forest';

const THEMES: Record<Theme, string[]> = {
  desert: ['AE', 'QA', 'SA', 'OM', 'BH', 'KW', 'JO', 'EG', 'MA', 'NA', 'IL', 'UZ', 'MN'],
  sea: ['MV', 'MU', 'SC', 'FJ', 'LK', 'ID', 'PH', 'GR', 'MT', 'CY', 'HR', 'PT', 'MX', 'TH', 'BD'],
  mountains: ['NP', 'BT', 'CH', 'AT', 'IS', 'NO', 'NZ', 'GE', 'AM', 'KG', 'KZ', 'PE', 'CL', 'AR', 'TZ', 'ET', 'RW'],
  forest: ['KE', 'UG', 'ZA', 'ZW', 'BR', 'CO', 'LA', 'KH', 'MM', 'VN', 'FI', 'SE', 'CA', 'IE'],
  city: [],
};

const PALETTES: Array<[sky: string, glow: string, dark: string]> = [
  ['#ff9a5a', '#ffd6a5', '#c2410c'],
  ['#6a8dff', '#bcd0ff', '#13315c'],
  ['#f78fb3', '#ffd1dc', '#7b2d5b'],
  ['#2ec4b6', '#cbf3f0', '#0b5563'],
  ['#f4a259', '#fbe3c4', '#8c4a12'],
  ['#8e7dff', '#dcd6ff', '#312a7a'],
  ['#ffb703', '#ffe8a3', '#9a5b00'],
  ['#4cc9f0', '#d6f3fc', '#0b4f6c'],
];

function seeded(code: string) {
  let state = [...code].reduce((acc, ch) => acc * 31 + ch.charCodeAt(0), 7) >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function themeOf(code: string): Theme {
  for (const [theme, codes] of Object.entries(THEMES) as Array<[Theme, string[]]>) {
    if (codes.includes(code)) return theme;
  }
  return 'city';
}

const W = 400;
const H = 260;
const r1 = (n: number) => Math.round(n * 10) / 10;

function foreground(theme: Theme, random: () => number, dark: string): string {
  if (theme === 'city') {
    let x = 0;
    const blocks: string[] = [];
    while (x < W) {
      const width = 22 + Math.floor(random() * 34);
      const height = 50 + Math.floor(random() * 120);
      blocks.push(`M${x} ${H}V${H - height}h${width}V${H}`);
      x += width + 2;
    }
    return `<path fill="${dark}" opacity=".85" d="${blocks.join('')}Z"/>`;
  }
  if (theme === 'mountains') {
    const peaks = [0, ...Array.from({ length: 4 }, (_, i) => 70 + i * 90 + random() * 30), W];
    const points = peaks.map((x, i) => `${r1(x)},${i % 2 ? 70 + random() * 50 : 150 + random() * 40}`);
    return `<path fill="${dark}" opacity=".9" d="M0 ${H}L${points.join('L')}L${W} ${H}Z"/><path fill="#fff" opacity=".25" d="M0 ${H}L0 200Q200 170 ${W} 210L${W} ${H}Z"/>`;
  }
  const wave = (y: number, amp: number) => `M0 ${y}Q${W / 4} ${y - amp} ${W / 2} ${y}T${W} ${y}V${H}H0Z`;
  if (theme === 'sea') {
    return `<path fill="${dark}" opacity=".55" d="${wave(180, 14 + random() * 10)}"/><path fill="${dark}" opacity=".85" d="${wave(210, 10 + random() * 8)}"/>`;
  }
  if (theme === 'desert') {
    return `<path fill="${dark}" opacity=".5" d="M0 ${H}V190Q120 ${150 + random() * 20} 260 195T${W} 185V${H}Z"/><path fill="${dark}" opacity=".85" d="M0 ${H}V225Q160 ${190 + random() * 15} ${W} 220V${H}Z"/>`;
  }
  const trees = Array.from({ length: 9 }, (_, i) => {
    const x = i * 48 + random() * 20;
    const h = 60 + random() * 60;
    return `M${r1(x)} ${H}l18 -${r1(h)}l18 ${r1(h)}Z`;
  });
  return `<path fill="${dark}" opacity=".85" d="${trees.join('')}"/>`;
}

export function destinationArt(code: string): string {
  const random = seeded(code);
  const [sky, glow, dark] = PALETTES[Math.floor(random() * PALETTES.length)]!;
  const sunX = r1(80 + random() * 240);
  const sunY = r1(60 + random() * 50);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${r1(24 + random() * 16)}" fill="#fff" opacity=".75"/>`,
    foreground(themeOf(code), random, dark),
    '</svg>',
  ].join('');
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const list = JSON.parse(readFileSync(`${root}data/catalogue/destinations.json`, 'utf8')) as {
    destinations: Array<{ code: string; image: string }>;
  };
  const outDir = `${root}web/public`;
  for (const destination of list.destinations) {
    const file = `${outDir}${destination.image}`;
    mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
    writeFileSync(file, `${destinationArt(destination.code)}\n`);
  }
  console.log(`drew ${list.destinations.length} pictures`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
