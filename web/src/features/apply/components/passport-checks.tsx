import type { Application } from '@contract/apply/applications';
import type { PassportCheck } from '@contract/apply/passport-check';
import { Alert } from '@web/components/ui/alert';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePassportCheck } from '../api/passport-check';

/** Every field typed otherwise than the attached passport says, and the other problems, in the page's language. */
function mismatchTexts(check: PassportCheck, t: TFunction) {
  return check.travellers.flatMap((traveller) =>
    traveller.matches
      .filter((match) => !match.ok)
      .map((match) => ({
        key: `${traveller.travellerId}-${match.field}`,
        text: t('apply.passportCheck.differs', {
          name: traveller.name,
          field: t(`apply.travellers.${match.field}`),
          typed: match.typed ?? '',
          read: match.read ?? '',
        }),
      })),
  );
}

/** The words of each problem other than a mismatch (a mismatch is worded field by field above). */
const PROBLEM_KEYS = {
  duplicate: 'apply.passportCheck.duplicate',
  validity: 'apply.passportCheck.validity',
} as const;

const nameOf = (check: PassportCheck, travellerId: string) =>
  check.travellers.find((traveller) => traveller.travellerId === travellerId)?.name ?? '';

/**
 * The attached passports against the application: what refuses payment until it is corrected, and passports we
 * could not read (a warning; the application can still be paid for).
 */
export function PassportChecks({ application }: { application: Application }) {
  const { t } = useTranslation();
  const check = usePassportCheck(application).data;
  if (!check) return null;
  const mismatches = mismatchTexts(check, t);
  const others = check.problems.flatMap((problem) =>
    problem.code === 'mismatch' ? [] : [{ ...problem, key: PROBLEM_KEYS[problem.code] }],
  );
  const unreadable = check.travellers.filter((traveller) => ['unread', 'unreadable'].includes(traveller.state));
  if (mismatches.length + others.length + unreadable.length === 0) return null;
  return (
    <section aria-labelledby="passport-checks-title">
      <h3 id="passport-checks-title">{t('apply.passportCheck.title')}</h3>
      {mismatches.length + others.length > 0 && (
        <Alert tone="error">
          <p>{t('apply.passportCheck.fixFirst')}</p>
          <ul>
            {mismatches.map((problem) => (
              <li key={problem.key}>{problem.text}</li>
            ))}
            {others.map((problem) => (
              <li key={problem.field}>{t(problem.key, { name: nameOf(check, problem.travellerId) })}</li>
            ))}
          </ul>
        </Alert>
      )}
      {unreadable.map((traveller) => (
        <Alert key={traveller.travellerId} tone="warning">
          {t('apply.passportCheck.unreadable', { name: traveller.name })}
        </Alert>
      ))}
    </section>
  );
}
