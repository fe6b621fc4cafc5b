import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { GST_STATES } from '@contract/apply/gst';
import type { Lang } from '@contract/lang';
import { formatRupees, paiseToRupees } from '@contract/money';
import type { TaxInvoiceDetails } from '@db/schema/index';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { toCurrency as englishWords } from 'to-words/en-IN';
import { toCurrency as hindiWords } from 'to-words/hi-IN';
import type { CreditNoteRow } from './tax-documents';

/**
 * Noto Sans Devanagari (SIL Open Font License, from an npm package: nothing fetched at run time) has
 * the Latin letters, the rupee sign and Hindi, which the standard PDF fonts do not.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
};
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
const loadFonts = () => {
  fontBytes ??= Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
};

const TEXT = {
  en: {
    invoiceTitle: 'Tax invoice',
    creditTitle: 'Credit note',
    original: 'Original for recipient',
    supplier: 'Supplier',
    recipient: 'Recipient',
    gstin: 'GSTIN',
    state: 'State',
    code: 'code',
    number: 'Invoice number',
    creditNumber: 'Credit note number',
    againstInvoice: 'Against invoice',
    invoiceDate: 'Invoice date',
    date: 'Date of issue',
    placeOfSupply: 'Place of supply',
    unregistered: 'Unregistered',
    addressMissing: 'Address not given',
    description: 'Description',
    sac: 'SAC',
    service: 'Visa application service',
    governmentFee: 'Government (embassy) fee, paid on the traveller’s behalf: not part of the taxable value',
    taxable: 'Taxable value',
    cgst: (rate: string) => `CGST @ ${rate}%`,
    sgst: (rate: string) => `SGST @ ${rate}%`,
    igst: (rate: string) => `IGST @ ${rate}%`,
    total: 'Total',
    credited: 'Total credited',
    inWords: 'In words',
    reverseCharge: 'Tax payable on reverse charge: No',
    creditReason: 'Refund of an amount paid on the invoice above (CGST Act, section 34)',
    signature: (name: string) => `For ${name}: authorised signatory (computer-generated document)`,
  },
  hi: {
    invoiceTitle: 'कर बीजक (टैक्स इनवॉइस)',
    creditTitle: 'क्रेडिट नोट',
    original: 'प्राप्तकर्ता के लिए मूल प्रति',
    supplier: 'आपूर्तिकर्ता',
    recipient: 'प्राप्तकर्ता',
    gstin: 'जीएसटीआईएन',
    state: 'राज्य',
    code: 'कोड',
    number: 'बीजक संख्या',
    creditNumber: 'क्रेडिट नोट संख्या',
    againstInvoice: 'बीजक के विरुद्ध',
    invoiceDate: 'बीजक की तिथि',
    date: 'जारी करने की तिथि',
    placeOfSupply: 'आपूर्ति का स्थान',
    unregistered: 'अपंजीकृत',
    addressMissing: 'पता नहीं दिया गया',
    description: 'विवरण',
    sac: 'एसएसी',
    service: 'वीज़ा आवेदन सेवा',
    governmentFee: 'सरकारी (दूतावास) शुल्क, यात्री की ओर से चुकाया गया: कर योग्य मूल्य में शामिल नहीं',
    taxable: 'कर योग्य मूल्य',
    cgst: (rate: string) => `सीजीएसटी @ ${rate}%`,
    sgst: (rate: string) => `एसजीएसटी @ ${rate}%`,
    igst: (rate: string) => `आईजीएसटी @ ${rate}%`,
    total: 'कुल',
    credited: 'कुल जमा राशि',
    inWords: 'शब्दों में',
    reverseCharge: 'रिवर्स चार्ज पर देय कर: नहीं',
    creditReason: 'ऊपर दिए गए बीजक पर चुकाई गई राशि की वापसी (सीजीएसटी अधिनियम, धारा 34)',
    signature: (name: string) => `${name} के लिए: अधिकृत हस्ताक्षरकर्ता (कंप्यूटर से बना दस्तावेज़)`,
  },
} as const;
type Texts = (typeof TEXT)[Lang];

/** Where the owner of a paid payment downloads its invoice. */
export const invoicePath = (paymentId: string) => `/api/invoices/${encodeURIComponent(paymentId)}`;

// A kept formatter: toLocaleString builds one per call (measured ~17–27 µs a call against ~0.5–0.7 µs).
const INDIA_DAY = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const money = (paise: number) => formatRupees(paiseToRupees(paise));
const day = (iso: string | Date) => INDIA_DAY.format(new Date(iso));

function stateText(code: string | null, lang: Lang, t: Texts): string {
  const state = GST_STATES.find((row) => row.code === code);
  if (!state) return '';
  return `${lang === 'hi' ? state.hindi : state.name} (${t.code} ${state.code})`;
}

/** A page being written from the top down. */
class Sheet {
  y = 790;
  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  text(value: string, options: { bold?: boolean; size?: number; width?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    for (const line of this.wrap(value, font, size, options.width ?? 495)) {
      this.page.drawText(line, { x: 50, y: this.y, size, font });
      this.y -= size + 5;
    }
    this.y -= options.gap ?? 0;
  }

  /** A label on the left and an amount on the right, on one line. */
  amount(label: string, value: string, bold = false) {
    const size = 10;
    const font = bold ? this.bold : this.font;
    const y = this.y;
    this.text(label, { bold, width: 390 });
    this.page.drawText(value, { x: 545 - font.widthOfTextAtSize(value, size), y, size, font });
    this.y -= 3;
  }

  rule() {
    this.page.drawLine({ start: { x: 50, y: this.y + 6 }, end: { x: 545, y: this.y + 6 }, thickness: 0.5 });
    this.y -= 8;
  }

  private wrap(value: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(next, size) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    return [...lines, current];
  }
}

async function newSheet(productName: string, title: string): Promise<{ pdf: PDFDocument; sheet: Sheet }> {
  // pdf-lib holds ~10 MB once loaded: it is loaded by the first document, not by the server's start.
  // fontkit's Indic shaper (Hindi) is compiled to generators that expect the global regenerator runtime.
  await import('regenerator-runtime/runtime.js');
  const [{ PDFDocument }, { default: fontkit }, fonts] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
    loadFonts(),
  ]);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setAuthor(productName);
  const [font, bold] = await Promise.all([
    pdf.embedFont(fonts.regular, { subset: true }),
    pdf.embedFont(fonts.bold, { subset: true }),
  ]);
  return { pdf, sheet: new Sheet(pdf.addPage([595, 842]), font, bold) };
}

/** The supplier and the recipient (rule 46 (a), (d)-(f)) and the place of supply (n). */
function parties(sheet: Sheet, invoice: TaxInvoiceDetails, lang: Lang, t: Texts) {
  const { supplier, recipient } = invoice;
  sheet.text(t.supplier, { bold: true });
  sheet.text(supplier.legalName);
  sheet.text(supplier.address);
  sheet.text(`${t.gstin}: ${supplier.gstin}`);
  sheet.text(`${t.state}: ${stateText(supplier.stateCode, lang, t)}`, { gap: 8 });
  sheet.text(t.recipient, { bold: true });
  sheet.text(recipient.name);
  sheet.text(recipient.address ?? t.addressMissing);
  sheet.text(`${t.gstin}: ${recipient.gstin ?? t.unregistered}`);
  if (recipient.stateCode) sheet.text(`${t.state}: ${stateText(recipient.stateCode, lang, t)}`);
  sheet.text(`${t.placeOfSupply}: ${stateText(invoice.placeOfSupply, lang, t)}`, { gap: 8 });
}

/** The value lines: taxable value, rate and tax by kind, the government fee, the total in figures and words. */
function valueLines(
  sheet: Sheet,
  parts: { governmentFeePaise: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number },
  invoice: TaxInvoiceDetails,
  lang: Lang,
  t: Texts,
  totalLabel: string,
) {
  const total = parts.governmentFeePaise + parts.taxablePaise + parts.cgstPaise + parts.sgstPaise + parts.igstPaise;
  const intraState = invoice.placeOfSupply === invoice.supplier.stateCode;
  const half = String(invoice.ratePercent / 2);
  sheet.rule();
  sheet.amount(`${t.taxable} (${t.sac} ${invoice.sac})`, money(parts.taxablePaise));
  if (intraState) {
    sheet.amount(t.cgst(half), money(parts.cgstPaise));
    sheet.amount(t.sgst(half), money(parts.sgstPaise));
  } else sheet.amount(t.igst(String(invoice.ratePercent)), money(parts.igstPaise));
  sheet.amount(t.governmentFee, money(parts.governmentFeePaise));
  sheet.rule();
  sheet.amount(totalLabel, money(total), true);
  sheet.text(`${t.inWords}: ${amountInWords(total, lang)}`, { gap: 10 });
}

/** An invoice's total in words, Indian grouping: "Five Thousand … Rupees And Fifty Paise Only", "… रुपये और पचास पैसे मात्र". */
export function amountInWords(paise: number, lang: Lang): string {
  const rupees = paise / 100;
  return lang === 'hi' ? `${hindiWords(rupees)} मात्र` : englishWords(rupees);
}

/** The GST tax invoice of a paid application (CGST Rules 2017, rule 46), as PDF bytes. */
export async function renderInvoice(
  productName: string,
  lang: Lang,
  { number, invoice }: { number: string; invoice: TaxInvoiceDetails },
): Promise<Uint8Array> {
  const t = TEXT[lang];
  const { pdf, sheet } = await newSheet(productName, `${t.invoiceTitle} ${number}`);
  sheet.text(t.invoiceTitle, { bold: true, size: 16 });
  sheet.text(t.original, { gap: 6 });
  sheet.text(`${t.number}: ${number}`, { bold: true });
  sheet.text(`${t.date}: ${day(invoice.issuedAt)}`, { gap: 8 });
  parties(sheet, invoice, lang, t);
  sheet.text(`${t.description}: ${t.service}, ${invoice.description}`, { gap: 4 });
  valueLines(sheet, invoice, invoice, lang, t, t.total);
  sheet.text(t.reverseCharge);
  sheet.text(t.signature(invoice.supplier.legalName));
  return pdf.save();
}

/** The credit note of a refund on an invoiced payment (CGST Act s.34, rule 53), as PDF bytes. */
export async function renderCreditNote(
  productName: string,
  lang: Lang,
  { note, invoiceNumber, invoice }: { note: CreditNoteRow; invoiceNumber: string; invoice: TaxInvoiceDetails },
): Promise<Uint8Array> {
  const t = TEXT[lang];
  const { pdf, sheet } = await newSheet(productName, `${t.creditTitle} ${note.number}`);
  sheet.text(t.creditTitle, { bold: true, size: 16, gap: 6 });
  sheet.text(`${t.creditNumber}: ${note.number}`, { bold: true });
  sheet.text(`${t.date}: ${day(note.issuedAt)}`);
  sheet.text(`${t.againstInvoice}: ${invoiceNumber}, ${t.invoiceDate}: ${day(invoice.issuedAt)}`, { gap: 8 });
  parties(sheet, invoice, lang, t);
  sheet.text(`${t.description}: ${t.creditReason}`, { gap: 4 });
  valueLines(sheet, note, invoice, lang, t, t.credited);
  sheet.text(t.signature(invoice.supplier.legalName));
  return pdf.save();
}
