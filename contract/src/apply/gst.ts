/**
 * India's GST facts a tax invoice needs (no zod: the web app imports it cheaply): the state codes
 * of the GSTIN, the GSTIN's check digit, and amounts in words in the Indian numbering (lakh, crore).
 */

export interface GstState {
  code: string;
  name: string;
  hindi: string;
}

/** The GST state and union territory codes (the first two digits of a GSTIN). */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', hindi: 'जम्मू और कश्मीर' },
  { code: '02', name: 'Himachal Pradesh', hindi: 'हिमाचल प्रदेश' },
  { code: '03', name: 'Punjab', hindi: 'पंजाब' },
  { code: '04', name: 'Chandigarh', hindi: 'चंडीगढ़' },
  { code: '05', name: 'Uttarakhand', hindi: 'उत्तराखंड' },
  { code: '06', name: 'Haryana', hindi: 'हरियाणा' },
  { code: '07', name: 'Delhi', hindi: 'दिल्ली' },
  { code: '08', name: 'Rajasthan', hindi: 'राजस्थान' },
  { code: '09', name: 'Uttar Pradesh', hindi: 'उत्तर प्रदेश' },
  { code: '10', name: 'Bihar', hindi: 'बिहार' },
  { code: '11', name: 'Sikkim', hindi: 'सिक्किम' },
  { code: '12', name: 'Arunachal Pradesh', hindi: 'अरुणाचल प्रदेश' },
  { code: '13', name: 'Nagaland', hindi: 'नागालैंड' },
  { code: '14', name: 'Manipur', hindi: 'मणिपुर' },
  { code: '15', name: 'Mizoram', hindi: 'मिज़ोरम' },
  { code: '16', name: 'Tripura', hindi: 'त्रिपुरा' },
  { code: '17', name: 'Meghalaya', hindi: 'मेघालय' },
  { code: '18', name: 'Assam', hindi: 'असम' },
  { code: '19', name: 'West Bengal', hindi: 'पश्चिम बंगाल' },
  { code: '20', name: 'Jharkhand', hindi: 'झारखंड' },
  { code: '21', name: 'Odisha', hindi: 'ओडिशा' },
  { code: '22', name: 'Chhattisgarh', hindi: 'छत्तीसगढ़' },
  { code: '23', name: 'Madhya Pradesh', hindi: 'मध्य प्रदेश' },
  { code: '24', name: 'Gujarat', hindi: 'गुजरात' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', hindi: 'दादरा और नगर हवेली और दमन और दीव' },
  { code: '27', name: 'Maharashtra', hindi: 'महाराष्ट्र' },
  { code: '29', name: 'Karnataka', hindi: 'कर्नाटक' },
  { code: '30', name: 'Goa', hindi: 'गोवा' },
  { code: '31', name: 'Lakshadweep', hindi: 'लक्षद्वीप' },
  { code: '32', name: 'Kerala', hindi: 'केरल' },
  { code: '33', name: 'Tamil Nadu', hindi: 'तमिलनाडु' },
  { code: '34', name: 'Puducherry', hindi: 'पुडुचेरी' },
  { code: '35', name: 'Andaman and Nicobar Islands', hindi: 'अंडमान और निकोबार द्वीपसमूह' },
  { code: '36', name: 'Telangana', hindi: 'तेलंगाना' },
  { code: '37', name: 'Andhra Pradesh', hindi: 'आंध्र प्रदेश' },
  { code: '38', name: 'Ladakh', hindi: 'लद्दाख' },
];

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z\u0900-\u097f]+/g, '');

/** The GST state of a code ("27") or a name as people write it ("maharashtra", "Jammu & Kashmir", "NCT of Delhi"). */
export function gstState(text: string | null | undefined): GstState | undefined {
  const value = (text ?? '').trim();
  if (!value) return undefined;
  const byCode = GST_STATES.find((state) => state.code === value.padStart(2, '0'));
  if (byCode) return byCode;
  const folded = fold(value).replace(/^nctof/, '');
  return GST_STATES.find((state) => fold(state.name) === folded || fold(state.hindi) === folded);
}

/** 2-digit state code, 10-character PAN, entity number, "Z", check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character: a Luhn mod 36 over the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN in the right format, of a known state, whose check character is right. */
export function isValidGstin(value: string): boolean {
  return (
    GSTIN_PATTERN.test(value) &&
    gstState(value.slice(0, 2)) !== undefined &&
    gstinCheckCharacter(value.slice(0, 14)) === value[14]
  );
}

export const GSTIN_INVALID = 'Enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV)';

/** The Indian financial year (April to March, in India's time) of a moment: "26-27" for 1 Nov 2026. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + 5.5 * 60 * 60 * 1000);
  const year = india.getUTCFullYear() - (india.getUTCMonth() < 3 ? 1 : 0);
  return `${String(year % 100).padStart(2, '0')}-${String((year + 1) % 100).padStart(2, '0')}`;
}
