import { describe, expect, it } from 'vitest';
import { CONSENT_PURPOSES, currentNotice, NOTICE_HISTORY, NOTICE_OF_PURPOSE, noticeOfVersion } from './notices';
import { GrantConsentSchema } from './privacy';

const allNotices = Object.values(NOTICE_HISTORY).flat();

describe('notices', () => {
  it('never reuse a version, so a recorded version names one set of words', () => {
    const versions = allNotices.map((notice) => notice.version);
    expect(new Set(versions).size).toBe(versions.length);
    for (const version of versions) expect(noticeOfVersion(version)?.version).toBe(version);
    expect(noticeOfVersion('no-such-version')).toBeUndefined();
  });

  it('say the same things in English and Hindi, with the same placeholders', () => {
    for (const notice of allNotices) {
      expect(notice.en.summary.length).toBeGreaterThan(0);
      expect(notice.hi.summary.length).toBeGreaterThan(0);
      expect(Object.keys(notice.hi.consents).sort()).toEqual(Object.keys(notice.en.consents).sort());
      for (const [purpose, line] of Object.entries(notice.en.consents)) {
        const hindi = (notice.hi.consents as Record<string, string>)[purpose]!;
        expect(hindi.match(/\{\w+\}/g) ?? []).toEqual(line.match(/\{\w+\}/g) ?? []);
      }
    }
  });

  it('ask every purpose under its current notice, the embassy line naming the destination', () => {
    for (const purpose of CONSENT_PURPOSES) {
      const notice = currentNotice(NOTICE_OF_PURPOSE[purpose]);
      expect(notice.en.consents[purpose], purpose).toBeTruthy();
    }
    expect(currentNotice('apply').en.consents['embassy-sharing']).toContain('{destination}');
  });
});

describe('giving a consent', () => {
  it('needs the application for the application purposes, and nothing more for marketing', () => {
    expect(GrantConsentSchema.safeParse({ purpose: 'marketing' }).success).toBe(true);
    expect(GrantConsentSchema.safeParse({ purpose: 'embassy-sharing', ref: 'HV-1' }).success).toBe(true);
    expect(GrantConsentSchema.safeParse({ purpose: 'embassy-sharing' }).success).toBe(false);
    expect(GrantConsentSchema.safeParse({ purpose: 'newsletter' }).success).toBe(false);
  });
});
