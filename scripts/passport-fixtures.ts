/**
 * Renders the passport reading test set into server/test/fixtures/passports/: bio pages with ICAO 9303 TD3
 * machine-readable zones set in OCR-B, scanned flat or photographed (rotated, blurred, noisy, unevenly lit,
 * JPEG-compressed), the ICAO 9303 specimen, and a few images with no zone at all. The set is committed (a fresh
 * machine may not have the font); run again only to change it:  npx tsx scripts/passport-fixtures.ts
 * With `--visas` it renders only the issued visas (MRV-A zones, ICAO 9303 part 7) into server/test/fixtures/visas/.
 * Needs Debian's fonts-ocr-b (/usr/share/fonts/opentype/ocr-b/OCRB.otf), found by librsvg through fontconfig.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { checkDigit } from '../server/src/features/passport-reading/zone';

const OUT = fileURLToPath(new URL('../server/test/fixtures/passports/', import.meta.url));

export interface PassportPerson {
  issuingState: string;
  nationality: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  birthDate: string;
  sex: 'M' | 'F' | 'X';
  expiryDate: string;
  personalNumber?: string;
}

interface Distortion {
  /** Degrees, clockwise. */
  rotate?: number;
  blur?: number;
  /** Standard deviation of the grey noise added, 0-255. */
  noise?: number;
  /** Darkening of one corner, 0-1. */
  shade?: number;
  quality: number;
}

interface Shot {
  /** scan: the page alone at 300 dpi; photo: the page on a table, seen by a phone. */
  kind: 'scan' | 'photo';
  distortion: Distortion;
}

const pad = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);
const mrzName = (text: string) => text.toUpperCase().replace(/[^A-Z]+/g, '<');
const yymmdd = (date: string) => date.slice(2).replaceAll('-', '');

/** The two lines of a TD3 zone (ICAO 9303 part 4). */
export function td3Lines(person: PassportPerson): [string, string] {
  const line1 = pad(`P<${person.issuingState}${mrzName(person.surname)}<<${mrzName(person.givenNames)}`, 44);
  const number = pad(person.documentNumber, 9);
  const birth = yymmdd(person.birthDate);
  const expiry = yymmdd(person.expiryDate);
  const personal = pad(person.personalNumber ?? '', 14);
  const personalCheck = person.personalNumber ? checkDigit(personal) : '<';
  const composite = `${number}${checkDigit(number)}${birth}${checkDigit(birth)}${expiry}${checkDigit(expiry)}${personal}${personalCheck}`;
  const line2 =
    `${number}${checkDigit(number)}${person.nationality}${birth}${checkDigit(birth)}${person.sex}` +
    `${expiry}${checkDigit(expiry)}${personal}${personalCheck}${checkDigit(composite)}`;
  return [line1, line2];
}

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const escapeXml = (text: string) => text.replace(/[<>&]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[ch]!);

const STATE_TITLES: Record<string, string> = {
  IND: 'REPUBLIC OF INDIA',
  UTO: 'UTOPIA',
  GBR: 'UNITED KINGDOM',
  USA: 'UNITED STATES OF AMERICA',
  DEU: 'BUNDESREPUBLIK DEUTSCHLAND',
  FRA: 'REPUBLIQUE FRANCAISE',
  CAN: 'CANADA',
  AUS: 'AUSTRALIA',
  NPL: 'NEPAL',
  LKA: 'SRI LANKA',
  SGP: 'SINGAPORE',
  ARE: 'UNITED ARAB EMIRATES',
};

/** The two lines of a visa's MRV-A zone (ICAO 9303 part 7): line 2's first 28 as TD3's, then 16 of optional data. */
export function mrvaLines(person: PassportPerson, optionalData = ''): [string, string] {
  const line1 = pad(`V<${person.issuingState}${mrzName(person.surname)}<<${mrzName(person.givenNames)}`, 44);
  const number = pad(person.documentNumber, 9);
  const birth = yymmdd(person.birthDate);
  const expiry = yymmdd(person.expiryDate);
  const line2 =
    `${number}${checkDigit(number)}${person.nationality}${birth}${checkDigit(birth)}${person.sex}` +
    `${expiry}${checkDigit(expiry)}${pad(optionalData, 16)}`;
  return [line1, line2];
}

/** What a page says: a passport's bio page, or an issued visa with its MRV-A zone. */
export interface PageKind {
  title: string;
  lines: [string, string];
}

const passportPage = (person: PassportPerson): PageKind => ({ title: 'PASSPORT', lines: td3Lines(person) });

/** The bio page, 125 × 88 mm, drawn at `scale` pixels a millimetre; the zone's lines at their ICAO places. */
function pageSvg(
  person: PassportPerson,
  scale: number,
  random: () => number,
  withZone = true,
  kind = passportPage(person),
): string {
  const width = 125 * scale;
  const height = 88 * scale;
  const mm = (value: number) => (value * scale).toFixed(1);
  const [line1, line2] = kind.lines;
  const tint = ['#f3efe4', '#eef3f0', '#f4eef2', '#eef0f6'][Math.floor(random() * 4)]!;
  const guilloche = Array.from({ length: 14 }, (_, i) => {
    const y = 20 + i * 3.2;
    return `<path d="M ${mm(40)} ${mm(y)} C ${mm(70)} ${mm(y - 6)}, ${mm(90)} ${mm(y + 6)}, ${mm(122)} ${mm(y)}" stroke="#d8cfe0" stroke-width="${mm(0.25)}" fill="none"/>`;
  }).join('');
  const label = (x: number, y: number, name: string, value: string) =>
    `<text x="${mm(x)}" y="${mm(y)}" font-family="DejaVu Sans" font-size="${mm(1.9)}" fill="#6b6480">${escapeXml(name)}</text>` +
    `<text x="${mm(x)}" y="${mm(y + 3.6)}" font-family="DejaVu Sans" font-weight="bold" font-size="${mm(2.9)}" fill="#1d1b26">${escapeXml(value)}</text>`;
  const zone = withZone
    ? [line1, line2]
        .map(
          (line, i) =>
            `<text x="${mm(6.5)}" y="${mm(78.2 + i * 5.2)}" font-family="OCR B" font-size="${mm(3.6)}" textLength="${mm(111.8)}" lengthAdjust="spacing" fill="#111">${escapeXml(line)}</text>`,
        )
        .join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${tint}"/>
  ${guilloche}
  <text x="${mm(6)}" y="${mm(8)}" font-family="DejaVu Sans" font-weight="bold" font-size="${mm(3.4)}" fill="#2b2a55">${escapeXml(STATE_TITLES[person.issuingState] ?? person.issuingState)}</text>
  <text x="${mm(80)}" y="${mm(8)}" font-family="DejaVu Sans" font-size="${mm(2.6)}" fill="#2b2a55">${kind.title}</text>
  <rect x="${mm(6)}" y="${mm(14)}" width="${mm(30)}" height="${mm(40)}" fill="#b9b4c4"/>
  <circle cx="${mm(21)}" cy="${mm(28)}" r="${mm(8)}" fill="#8f889e"/>
  <rect x="${mm(11)}" y="${mm(38)}" width="${mm(20)}" height="${mm(16)}" rx="${mm(6)}" fill="#8f889e"/>
  ${label(42, 16, 'Type / Code / Passport No.', `P  ${person.issuingState}  ${person.documentNumber}`)}
  ${label(42, 24, 'Surname', person.surname.toUpperCase())}
  ${label(42, 32, 'Given Names', person.givenNames.toUpperCase())}
  ${label(42, 40, 'Nationality', person.nationality)}
  ${label(90, 40, 'Sex', person.sex)}
  ${label(42, 48, 'Date of Birth', person.birthDate.split('-').reverse().join('/'))}
  ${label(90, 48, 'Date of Expiry', person.expiryDate.split('-').reverse().join('/'))}
  ${label(42, 56, 'Place of Issue', 'CAPITAL CITY')}
  <text x="${mm(42)}" y="${mm(66)}" font-family="DejaVu Serif" font-style="italic" font-size="${mm(4)}" fill="#33305a">${escapeXml(person.givenNames.split(' ')[0] ?? '')}</text>
  ${zone}
</svg>`;
}

/** Adds grey noise to every pixel (a phone sensor in poor light). */
async function withNoise(image: Sharp, sigma: number, random: () => number): Promise<Sharp> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += info.channels) {
    const n = (random() + random() + random() - 1.5) * 2 * sigma;
    for (let c = 0; c < Math.min(3, info.channels); c++) data[i + c] = Math.max(0, Math.min(255, data[i + c]! + n));
  }
  return sharp(data, { raw: info });
}

/** A shadow falling across the picture from one corner. */
function shadeSvg(width: number, height: number, strength: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/>
  </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`);
}

export async function render(
  person: PassportPerson,
  shot: Shot,
  random: () => number,
  withZone = true,
  kind = passportPage(person),
): Promise<Buffer> {
  const { distortion } = shot;
  const scale = shot.kind === 'scan' ? 300 / 25.4 : 9 + random() * 3;
  let image = sharp(Buffer.from(pageSvg(person, scale, random, withZone, kind))).flatten({ background: '#ffffff' });
  if (shot.kind === 'photo') {
    const page = await image.png().toBuffer();
    const meta = await sharp(page).metadata();
    const margin = Math.round(meta.width! * 0.12);
    const table = ['#5b4636', '#8a8f96', '#2f3b45', '#c9b79c'][Math.floor(random() * 4)]!;
    image = sharp(page).extend({ top: margin, bottom: margin, left: margin, right: margin, background: table });
  }
  if (distortion.rotate) {
    const background = shot.kind === 'scan' ? '#ffffff' : '#4a4a4a';
    image = sharp(await image.png().toBuffer()).rotate(distortion.rotate, { background });
  }
  if (distortion.shade) {
    const buffer = await image.png().toBuffer();
    const meta = await sharp(buffer).metadata();
    image = sharp(buffer).composite([{ input: shadeSvg(meta.width!, meta.height!, distortion.shade) }]);
  }
  if (distortion.blur) image = sharp(await image.png().toBuffer()).blur(distortion.blur);
  if (distortion.noise) image = await withNoise(sharp(await image.png().toBuffer()), distortion.noise, random);
  return image.jpeg({ quality: distortion.quality, mozjpeg: true }).toBuffer();
}

const SURNAMES = ['SHARMA', 'IYER', 'DAS GUPTA', 'KHAN', 'SINGH', 'MENON', 'OBRIEN', 'MULLER', 'NGUYEN', 'ROSSI'];
const GIVEN = ['PRIYA', 'RAHUL KUMAR', 'ANANYA', 'MOHAMMED IRFAN', 'SITA', 'JOHN PAUL', 'LENA', 'ARJUN', 'MEERA ANN'];
const STATES = ['IND', 'IND', 'IND', 'IND', 'GBR', 'USA', 'DEU', 'FRA', 'CAN', 'AUS', 'NPL', 'LKA', 'SGP', 'ARE'];

function documentNumber(state: string, random: () => number): string {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const letter = () => String.fromCharCode(65 + Math.floor(random() * 26));
  if (state === 'IND') return `${letter()}${digits(7)}`;
  if (state === 'USA' || state === 'GBR') return digits(9);
  return `${letter()}${letter()}${digits(7)}`;
}

const isoDate = (year: number, random: () => number) =>
  `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;

function person(random: () => number): PassportPerson {
  const state = STATES[Math.floor(random() * STATES.length)]!;
  return {
    issuingState: state,
    nationality: state,
    surname: SURNAMES[Math.floor(random() * SURNAMES.length)]!,
    givenNames: GIVEN[Math.floor(random() * GIVEN.length)]!,
    documentNumber: documentNumber(state, random),
    birthDate: isoDate(1950 + Math.floor(random() * 70), random),
    sex: random() < 0.5 ? 'F' : 'M',
    expiryDate: isoDate(2027 + Math.floor(random() * 9), random),
  };
}

/** ICAO 9303 part 4, appendix: the specimen passport of Utopia. */
export const SPECIMEN: PassportPerson = {
  issuingState: 'UTO',
  nationality: 'UTO',
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  documentNumber: 'L898902C3',
  birthDate: '1974-08-12',
  sex: 'F',
  expiryDate: '2012-04-15',
  personalNumber: 'ZE184226B',
};

/** Scans, then photos growing harder: each shot one step further from a flat scan. */
function shots(random: () => number): Shot[] {
  const list: Shot[] = [];
  const sign = () => (random() < 0.5 ? -1 : 1);
  for (let i = 0; i < 8; i++) list.push({ kind: 'scan', distortion: { rotate: sign() * random() * 2, quality: 80 } });
  for (let i = 0; i < 28; i++) {
    list.push({
      kind: 'photo',
      distortion: {
        rotate: sign() * (1 + (i % 10)),
        blur: i % 3 === 0 ? 0.6 + random() * 0.8 : undefined,
        noise: i % 4 === 1 ? 6 + random() * 8 : undefined,
        shade: i % 3 === 2 ? 0.35 + random() * 0.3 : undefined,
        quality: 35 + Math.floor(random() * 40),
      },
    });
  }
  return list;
}

/** A landscape photograph: sky, hills, a lake; nothing like a passport. */
function landscapeSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#f6d7a7"/></linearGradient></defs>
  <rect width="1600" height="1200" fill="url(#sky)"/><circle cx="1200" cy="300" r="90" fill="#fff3c4"/>
  <path d="M0 750 L300 420 L520 640 L800 360 L1100 700 L1350 480 L1600 720 L1600 1200 L0 1200 Z" fill="#4d6b3c"/>
  <path d="M0 900 C400 850 800 960 1600 880 L1600 1200 L0 1200 Z" fill="#3b6e8f"/></svg>`;
}

interface ManifestEntry {
  file: string;
  expected: (PassportPerson & { lines: [string, string] }) | null;
  shot: string;
}

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const random = seeded(9303);
  const manifest: ManifestEntry[] = [];
  const save = (file: string, data: Buffer, expected: PassportPerson | null, shot: string) => {
    writeFileSync(`${OUT}${file}`, data);
    manifest.push({ file, shot, expected: expected && { ...expected, lines: td3Lines(expected) } });
  };
  const specimenShots: Shot[] = [
    { kind: 'scan', distortion: { quality: 80 } },
    { kind: 'photo', distortion: { rotate: -6, shade: 0.4, noise: 8, quality: 50 } },
  ];
  for (const [i, shot] of specimenShots.entries()) {
    save(`specimen-${i + 1}.jpg`, await render(SPECIMEN, shot, random), SPECIMEN, JSON.stringify(shot));
  }
  for (const [i, shot] of shots(random).entries()) {
    const who = person(random);
    const name = `${String(i + 1).padStart(2, '0')}-${who.issuingState.toLowerCase()}-${shot.kind}.jpg`;
    save(name, await render(who, shot, random), who, JSON.stringify(shot));
  }
  save(
    'no-zone.jpg',
    await render(person(random), { kind: 'photo', distortion: { rotate: 3, quality: 60 } }, random, false),
    null,
    'a bio page without its machine-readable zone',
  );
  save(
    'landscape.jpg',
    await sharp(Buffer.from(landscapeSvg())).jpeg({ quality: 60 }).toBuffer(),
    null,
    'a landscape photograph',
  );
  // Each entry's two lines on one line of the file, as the formatter (Biome) writes it.
  const json = JSON.stringify(manifest, null, 2).replace(/\[\n\s+("[^"]*"),\n\s+("[^"]*")\n\s+\]/g, '[$1, $2]');
  writeFileSync(`${OUT}manifest.json`, `${json}\n`);
  console.log(`${manifest.length} images in ${OUT}`);
}

const VISAS = fileURLToPath(new URL('../server/test/fixtures/visas/', import.meta.url));

/** The traveller of the visa fixtures: 03-ind-scan.jpg's holder, as the applications' tests type her. */
const MENON: PassportPerson = {
  issuingState: 'IND',
  nationality: 'IND',
  surname: 'MENON',
  givenNames: 'LENA',
  documentNumber: 'N2227690',
  birthDate: '1964-11-15',
  sex: 'F',
  expiryDate: '2034-10-15',
};

/**
 * Issued visas for Lena Menon (a Schengen state's sticker, issued by France): one that matches her application
 * (her passport number in the optional data), one whose names and birth date differ (another traveller's visa).
 */
async function visas() {
  rmSync(VISAS, { recursive: true, force: true });
  mkdirSync(VISAS, { recursive: true });
  const random = seeded(7);
  const visa = { ...MENON, issuingState: 'FRA', documentNumber: 'FRA123456', expiryDate: '2027-03-31' };
  const other = { ...visa, surname: 'MENEN', givenNames: 'LEENA', birthDate: '1966-11-15' };
  const shot: Shot = { kind: 'scan', distortion: { quality: 80 } };
  for (const [file, who] of [
    ['visa-match.jpg', visa],
    ['visa-mismatch.jpg', other],
  ] as const) {
    const kind = { title: 'VISA', lines: mrvaLines(who, 'N2227690') };
    writeFileSync(`${VISAS}${file}`, await render(who, shot, random, true, kind));
    console.log(file, kind.lines.join(' / '));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await (process.argv.includes('--visas') ? visas() : main());
