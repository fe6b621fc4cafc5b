import { type ConsentPurpose, currentNotice, type NoticeKind, noticeOfVersion } from '@contract/account/notices';
import { useLang } from '@web/i18n/use-lang';

/** A consent line of a notice in the page's language, the destination named where the line has one. */
const fill = (line: string | undefined, destination: string) => (line ?? '').replace('{destination}', destination);

/** The notice shown now (contract/src/account/notices.ts), in the page's language. */
export function useNotice(kind: NoticeKind) {
  const lang = useLang();
  const notice = currentNotice(kind);
  const text = notice[lang];
  return {
    version: notice.version,
    summary: text.summary,
    consent: (purpose: ConsentPurpose, destination = '') => fill(text.consents[purpose], destination),
  };
}

/** The words a recorded consent was given under, in the page's language (the line of its notice version). */
export function useRecordedConsentText() {
  const lang = useLang();
  return (version: string, purpose: ConsentPurpose, destination: string | null) =>
    fill(noticeOfVersion(version)?.[lang].consents[purpose], destination ?? '');
}
