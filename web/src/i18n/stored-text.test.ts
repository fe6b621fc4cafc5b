import { describe, expect, it } from 'vitest';
import { hindi, hindiCatalogueData, hindiMessages } from './hindi';
import english from './messages/en.json';
import { createI18n } from './setup';
import { storedTextIn } from './use-stored-text';

describe('texts stored in English with an application or the wallet', () => {
  const hi = storedTextIn(createI18n('hi', hindi, hindiMessages, hindiCatalogueData));
  const en = storedTextIn(createI18n('en', english));

  it('shows a checklist document, an option name, a timeline note and ledger remarks in Hindi', () => {
    expect(hi('Confirmed return or onward flight ticket')).toBe('कन्फ़र्म वापसी या आगे की फ़्लाइट का टिकट');
    expect(hi('Business e-Visa')).toBe('बिज़नेस e-Visa');
    expect(hi('Cancelled by the traveller')).toBe('यात्री ने रद्द किया');
    expect(hi('Refund for application HV-2026-123456')).toBe('आवेदन HV-2026-123456 का रिफ़ंड');
    expect(hi('Visa application HV-2026-000001')).toBe('वीज़ा आवेदन HV-2026-000001');
    // A value that is a catalogue text itself is translated too.
    expect(hi('Bank statement for the last 3 months: please upload again')).toBe(
      'पिछले 3 महीने का बैंक स्टेटमेंट: कृपया फिर से अपलोड करें',
    );
  });

  it('shows every timeline note the server writes itself in Hindi', () => {
    expect(hi('Payment received')).toBe('भुगतान मिल गया');
    expect(hi('Review started')).toBe('जाँच शुरू हुई');
    expect(hi('Requested documents uploaded')).toBe('माँगे गए दस्तावेज़ अपलोड हो गए');
    expect(hi('Cancelled by the traveller')).toBe('यात्री ने रद्द किया');
    expect(hi('Documents, visa file and passport details deleted under the retention policy')).toBe(
      'डेटा रखने की नीति के अनुसार दस्तावेज़, वीज़ा फ़ाइल और पासपोर्ट विवरण हटा दिए गए',
    );
    expect(hi('Cancelled: the draft was left unchanged too long (retention policy)')).toBe(
      'रद्द: ड्राफ़्ट बहुत समय तक बिना बदलाव के रहा (डेटा रखने की नीति)',
    );
  });

  it('keeps an operator’s own words, and every English text on English pages, as stored', () => {
    expect(hi('Photo is blurred, please send a sharper one')).toBe('Photo is blurred, please send a sharper one');
    expect(en('Refund for application HV-2026-123456')).toBe('Refund for application HV-2026-123456');
    expect(en('Confirmed return or onward flight ticket')).toBe('Confirmed return or onward flight ticket');
  });
});
