/**
 * Builds the visa photo check's fixtures (server/test/photos/README.md) from one public-domain portrait, taken
 * against a plain studio backdrop: cropped, darkened, blurred, shrunk or doubled to make each problem, and for a
 * busy background its head and shoulders masked onto the photo's own flag-and-shuttle scene. Run: npx tsx scripts/make-photo-fixtures.ts
 */
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

const DIR = path.resolve(import.meta.dirname, '../server/test/photos');
const SOURCE = path.join(DIR, 'source-astronaut.jpg');
/** The portrait is given this much more backdrop on every side, so that any crop stays inside. */
const PAD = 300;
const PLAIN = { r: 222, g: 222, b: 220 };
/** In the source: the eyes, and the chin to crown height, as the check measures them. */
const EYES = { x: 225 + PAD, y: 102 + PAD };
const HEAD = 158;
const OUT = { width: 450, height: 579 }; // 35 × 45 mm, above the 413 × 531 minimum

/** Head and hair, and the shoulders, as two soft ellipses. */
function maskSvg(size: number) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
      <filter id="soft"><feGaussianBlur stdDeviation="2"/></filter>
      <g fill="#fff" filter="url(#soft)">
        <ellipse cx="226" cy="96" rx="80" ry="86"/>
        <ellipse cx="235" cy="430" rx="180" ry="260"/>
        <rect x="185" y="150" width="80" height="60"/>
      </g>
    </svg>`,
  );
}

async function portraitOn(background: Sharp): Promise<Buffer> {
  const source = sharp(SOURCE);
  const { width = 512 } = await source.metadata();
  const mask = await sharp(maskSvg(width))
    .flatten({ background: '#000' })
    .resize(width, width)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const cut = await source
    .joinChannel(mask, { raw: { width, height: width, channels: 1 } })
    .png()
    .toBuffer();
  const size = width + 2 * PAD;
  const plate = await background.resize(size, size).removeAlpha().png().toBuffer();
  return sharp(plate)
    .composite([{ input: cut, left: PAD, top: PAD }])
    .png()
    .toBuffer();
}

/** The photo as taken, its studio backdrop repeated outwards so that any crop stays inside. */
const padded = () =>
  sharp(SOURCE).extend({ top: PAD, bottom: PAD, left: PAD, right: PAD, extendWith: 'copy' }).png().toBuffer();

/** A crop with the head filling `share` of the height, at `aspect` (width / height), shifted by `shiftX` of the width. */
async function crop(portrait: Buffer, share: number, aspect = 35 / 45, shiftX = 0) {
  const height = Math.round(HEAD / share);
  const width = Math.round(height * aspect);
  const left = Math.round(EYES.x - width / 2 - shiftX * width);
  const top = Math.round(EYES.y - 0.44 * height);
  return sharp(portrait).extract({ left, top, width, height }).png().toBuffer();
}

const jpeg = (image: Sharp, name: string) => image.jpeg({ quality: 85 }).toFile(path.join(DIR, name));
const sized = (buffer: Buffer, width = OUT.width, height = OUT.height) =>
  sharp(buffer).resize(width, height, { kernel: 'lanczos3' });

async function main() {
  const portrait = await padded();
  const good = await crop(portrait, 0.75);
  await jpeg(sized(good), 'compliant.jpg');
  await jpeg(sized(good, 240, 309), 'too-small.jpg');
  await jpeg(sized(await crop(portrait, 0.75, 1), OUT.height, OUT.height), 'wrong-aspect.jpg');
  await jpeg(sized(await crop(portrait, 0.75, 35 / 45, 0.22)), 'off-centre.jpg');
  await jpeg(sized(await crop(portrait, 0.5)), 'head-size.jpg');
  await jpeg(sized(good).linear(0.3, 0), 'too-dark.jpg');
  await jpeg(sized(good).blur(3), 'blurred.jpg');
  // A busy, darker background: the source's own flag and shuttle scene, blurred a little less than a studio's.
  const busy = await portraitOn(sharp(SOURCE).modulate({ brightness: 0.7 }).blur(1));
  await jpeg(sized(await crop(busy, 0.75)), 'background.jpg');
  // No face: the plain background and the shoulders alone.
  const shoulders = await sharp(portrait)
    .extract({ left: PAD, top: PAD + 215, width: 460, height: 592 })
    .png()
    .toBuffer();
  await jpeg(sized(shoulders), 'no-face.jpg');
  // Two people side by side, each framed as in the compliant photo.
  const pair = await crop(portrait, 0.6, 35 / 45);
  const half = await sharp(pair)
    .resize(OUT.width / 2, OUT.height)
    .png()
    .toBuffer();
  await jpeg(
    sharp({ create: { width: OUT.width, height: OUT.height, channels: 3, background: PLAIN } }).composite([
      { input: half, left: 0, top: 0 },
      { input: half, left: OUT.width / 2, top: 0 },
    ]),
    'several-faces.jpg',
  );
}

await main();
