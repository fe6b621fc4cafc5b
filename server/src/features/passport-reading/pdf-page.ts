/** A scan's resolution: a zone character is then ~20 pixels wide. */
const RENDER_DPI = 220;
/** A page drawn larger than this is drawn smaller (a poster-sized page would otherwise take hundreds of MB). */
const MAX_RENDER_PIXELS = 16_000_000;

export type PdfProblem = 'encrypted' | 'no-page' | 'unreadable';

export class PdfRefused extends Error {
  constructor(readonly reason: PdfProblem) {
    super(reason);
  }
}

/**
 * The first page of a PDF drawn as a PNG, by MuPDF compiled to WebAssembly (loaded on the first PDF, so a server
 * that never reads one never loads it). A password-protected PDF or one without pages is refused.
 */
export async function firstPageImage(pdf: Buffer): Promise<Buffer> {
  const mupdf = await import('mupdf');
  let document: InstanceType<typeof mupdf.Document> | undefined;
  try {
    document = mupdf.Document.openDocument(pdf, 'application/pdf');
  } catch {
    throw new PdfRefused('unreadable');
  }
  try {
    if (document.needsPassword()) throw new PdfRefused('encrypted');
    if (document.countPages() === 0) throw new PdfRefused('no-page');
    const page = document.loadPage(0);
    const [x0, y0, x1, y1] = page.getBounds();
    const points = Math.max(1, (x1 - x0) * (y1 - y0));
    const scale = Math.min(RENDER_DPI / 72, Math.sqrt(MAX_RENDER_PIXELS / points));
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false);
    try {
      return Buffer.from(pixmap.asPNG());
    } finally {
      pixmap.destroy();
      page.destroy();
    }
  } catch (error) {
    throw error instanceof PdfRefused ? error : new PdfRefused('unreadable');
  } finally {
    document.destroy();
  }
}
