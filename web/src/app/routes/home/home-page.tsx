import type { Country, VisaOption, VisaPurpose } from '@contract/catalogue';
import { useSession } from '@web/app/session';
import { PageMeta } from '@web/components/ui/page-meta';
import { BookingPanelLauncher } from '@web/features/home/components/booking-panel-launcher';
import { Hero } from '@web/features/home/components/hero';
import styles from '@web/features/home/components/home.module.css';
import { VisaTypes } from '@web/features/home/components/visa-types';
import {
  completeSearch,
  initialWizardState,
  SearchWizard,
  STEP_COUNT,
  type WizardState,
} from '@web/features/search/components/search-wizard';
import { useStartSearch } from '@web/features/search/use-start-search';
import { toIsoDate } from '@web/lib/search-dates';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Not needed for the first paint: loaded when a search is complete or a signed-in user arrives.
const VisaOptions = lazy(() => import('./visa-options-section'));
const WelcomePopup = lazy(() => import('@web/features/home/components/welcome-popup'));
// Below the first screen: prerendered, hydrated when its code arrives.
const LowerSections = lazy(() => import('@web/features/home/components/lower-sections'));

export default function HomePage() {
  const { t } = useTranslation();
  const [wizard, setWizard] = useState<WizardState>(initialWizardState);
  const startSearch = useStartSearch();
  const { user } = useSession();
  // 'Visa Options' shows once the purpose completes the search (the last step is never prerendered).
  const search = wizard.step === STEP_COUNT - 1 ? completeSearch(wizard, toIsoDate(new Date())) : null;

  const focusSearch = () => {
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>('form[data-visa-search] input')?.focus());
  };

  // A visa-service card starts the search with its purpose already chosen for the last step.
  const onChooseService = (type: VisaPurpose) => {
    setWizard((current) => ({ ...current, type }));
    focusSearch();
  };

  const onGlobePick = (to: Country) => {
    setWizard((current) => ({ ...current, to, step: current.from ? 2 : 0 }));
    focusSearch();
  };

  const onApply = (option: VisaOption) => startSearch({ ...search, type: option.type });

  return (
    <>
      <PageMeta title={t('home.heroTitle')} description={t('home.metaDescription')} path="/" />
      <Hero>
        {(faded) => (
          <>
            <SearchWizard state={wizard} onChange={setWizard} onSearch={startSearch} faded={faded} />
            <BookingPanelLauncher onBook={startSearch} />
          </>
        )}
      </Hero>
      {search ? (
        <Suspense
          fallback={
            <div className="container">
              <p role="status" className={styles.checking}>
                {t('home.checking')}
              </p>
            </div>
          }
        >
          <VisaOptions payload={search} onApply={onApply} />
        </Suspense>
      ) : null}
      <VisaTypes onChoose={onChooseService} />
      <Suspense fallback={null}>
        <LowerSections onPick={onGlobePick} />
      </Suspense>
      {user ? (
        <Suspense fallback={null}>
          <WelcomePopup />
        </Suspense>
      ) : null}
    </>
  );
}
