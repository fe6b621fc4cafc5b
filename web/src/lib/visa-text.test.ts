import { formatShortDate } from '@contract/dates';
import { checkProcessingTime, earliestStartMessage, processingTimeMessage } from '@contract/processing-time';
import { describe, expect, it } from 'vitest';
import english from '../i18n/messages/en.json';
import hindi from '../i18n/messages/hi.json';
import { createI18n } from '../i18n/setup';
import { midSentence, processingSentences } from './visa-text';

const TODAY = '2026-11-23';

describe('processing-time sentences', () => {
  const en = processingSentences(createI18n('en', english).t, (iso, withYear) => formatShortDate(iso, 'en', withYear));

  it('say word for word what the contract says on English pages, in time and late, one day or many', () => {
    for (const days of [1, 4, 60]) {
      for (const start of ['2026-12-05', '2027-06-01']) {
        const check = checkProcessingTime(TODAY, start, days);
        expect(en.forTrip(check)).toBe(processingTimeMessage(check));
      }
      expect(en.applyingToday(TODAY, days)).toBe(earliestStartMessage(TODAY, days));
    }
  });

  it('are Hindi on Hindi pages, with the Hindi singular for one working day', () => {
    const hi = processingSentences(createI18n('hi', hindi).t, (iso) => iso);
    const check = checkProcessingTime(TODAY, '2027-06-01', 4);
    expect(hi.forTrip(check)).toBe(
      `प्रोसेसिंग में लगभग 4 कार्य दिवस लगते हैं: 2027-06-01 से यात्रा के लिए ${check.applyBy} तक आवेदन करें।`,
    );
    expect(hi.applyingToday(TODAY, 1)).toMatch(/^प्रोसेसिंग में लगभग 1 कार्य दिवस लगता है: आज आवेदन करने पर/);
  });
});

describe('catalogue phrases inside a sentence', () => {
  it('start in lower case, except an acronym', () => {
    expect(midSentence('Up to 90 days in any 180 days')).toBe('up to 90 days in any 180 days');
    expect(midSentence('ETA valid 2 years')).toBe('ETA valid 2 years');
    expect(midSentence('30 days')).toBe('30 days');
  });
});

describe('saved applications intro', () => {
  it('says the applications were started here, not on another site', () => {
    expect(english.applications.saved.intro).toBe('Applications you started with us and saved to finish later.');
    expect(hindi.applications.saved.intro).not.toContain('बुकिंग साइट');
  });
});
