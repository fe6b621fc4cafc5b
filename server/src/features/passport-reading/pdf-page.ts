import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../lib/image-size';

export type PdfProblem = 'encrypted' | 'no-page' | 'no-image' | 'too-large' | 'unreadable';

export class PdfRefused extends Error {
  constructor(readonly reason: PdfProblem) {
    super(reason);
  }
}

type PdfDocument = Awaited<ReturnType<typeof import('unpdf')['getDocumentProxy']>>;
type PageImage = Awaited<ReturnType<typeof import('unpdf')['extractImages']>>[number];

/** pdf.js's level for errors only: its warnings about odd but readable files stay out of the server's log. */
const ERRORS_ONLY = 0;

/**
 * Opens the PDF with pdf.js (through `unpdf`, loaded on the first PDF) and runs `use` on it. pdf.js reads an image's
 * width × height from its dictionary and does not decode one over MAX_IMAGE_PIXELS. `stopAtErrors` makes pdf.js give up
 * a page's drawing at its first error rather than leave the faulty part out.
 */
async function withPdf<T>(pdf: Buffer, stopAtErrors: boolean, use: (document: PdfDocument) => Promise<T>): Promise<T> {
  const { getDocumentProxy } = await import('unpdf');
  // A copy: pdf.js may take over the memory of the bytes it is given.
  const opening = getDocumentProxy(new Uint8Array(pdf), {
    maxImageSize: MAX_IMAGE_PIXELS,
    stopAtErrors,
    verbosity: ERRORS_ONLY,
  });
  const document = await opening.catch((error: Error) => {
    throw new PdfRefused(error.name === 'PasswordException' ? 'encrypted' : 'unreadable');
  });
  try {
    if (document.numPages === 0) throw new PdfRefused('no-page');
    return await use(document);
  } catch (error) {
    throw error instanceof PdfRefused ? error : new PdfRefused('unreadable');
  } finally {
    await document.loadingTask.destroy();
  }
}

const drawingSteps = async (document: PdfDocument) =>
  (await (await document.getPage(1)).getOperatorList()).fnArray.length;

async function imagesOfFirstPage(document: PdfDocument) {
  const { extractImages } = await import('unpdf');
  return { images: await extractImages(document, 1), steps: await drawingSteps(document) };
}

const largest = (images: PageImage[]) =>
  images.reduce<PageImage | undefined>(
    (best, image) => (!best || image.width * image.height > best.width * best.height ? image : best),
    undefined,
  );

async function grayPng({ data, width, height, channels }: PageImage): Promise<Buffer> {
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels } })
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * The picture of the first page of a scanned or photographed PDF: such a PDF carries its page as an image, and the
 * largest image on the page is taken, as a grey PNG. Refused: a password-protected PDF, one without pages, one whose
 * first page holds no image (a PDF made from text is no picture of a passport) or only an image over MAX_IMAGE_PIXELS.
 */
export async function firstPageImage(pdf: Buffer): Promise<Buffer> {
  const { images, steps } = await withPdf(pdf, false, imagesOfFirstPage);
  const image = largest(images);
  if (image) return grayPng(image);
  // pdf.js leaves an over-large image out without a word; stopping at errors, it gives up the whole page instead.
  // (A page without images whose drawing fails elsewhere, a broken font, is then taken for an over-large one.)
  const leftOut = steps > 0 && (await withPdf(pdf, true, drawingSteps)) === 0;
  throw new PdfRefused(leftOut ? 'too-large' : 'no-image');
}
