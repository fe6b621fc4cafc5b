import type { Country, VisaOption } from '@contract/catalogue';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../app/session';
import { PageMeta } from '../../../components/ui/page-meta';
import { destinationCards } from '../../destinations/lib/destination-cards';
import {
  completeSearch,
  initialWizardState,
  SearchWizard,
  STEP_COUNT,
  type WizardState,
} from '../../search/components/search-wizard';
import { flagOf } from '../../search/lib/countries';
import { toIsoDate } from '../../search/lib/dates';
import { useStartSearch } from '../../search/lib/use-start-search';
import { BookingPanelLauncher } from '../components/booking-panel-launcher';
import { GlobeSection } from '../components/globe-section';
import { Hero } from '../components/hero';
import { PopularDestinations } from '../components/popular-destinations';
import { Stats } from '../components/stats';
import { VisaTypes } from '../components/visa-types';
import { WhyChoose } from '../components/why-choose';

// Not needed for the first paint: loaded when a search is complete or a signed-in user arrives.
const VisaOptions = lazy(() => import('../../search/components/visa-options'));
const WelcomePopup = lazy(() => import('../components/welcome-popup'));

/** A catalogue destination as the wizard holds a picked country (the globe picks from the catalogue). */
function catalogueCountry(code: string): Country | null {
  const card = destinationCards.find((candidate) => candidate.code === code);
  if (!card) return null;
  return {
    code,
    name: card.name,
    flag: flagOf(code),
    aliases: [],
    eVisa: card.eVisa,
    processingDays: card.processingDays,
  };
}

export default function HomePage() {
  const [wizard, setWizard] = useState<WizardState>(initialWizardState);
  const startSearch = useStartSearch();
  const { user } = useSession();
  // 'Visa Options' shows once the purpose completes the search (the last step is never prerendered).
  const search = wizard.step === STEP_COUNT - 1 ? completeSearch(wizard, toIsoDate(new Date())) : null;

  const onGlobePick = (code: string) => {
    const to = catalogueCountry(code);
    if (!to) return;
    setWizard((current) => ({ ...current, to, step: current.from ? 2 : 0 }));
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>('form[aria-label="Visa search"] input')?.focus(),
    );
  };

  const onApply = (option: VisaOption) => startSearch({ ...search, type: option.type });

  return (
    <>
      <PageMeta
        title="Your Gateway to The World"
        description="Check the visa you need for 195 countries, compare fees and processing times, and apply online."
        path="/"
      />
      <Hero>
        {(faded) => (
          <>
            <SearchWizard state={wizard} onChange={setWizard} onSearch={startSearch} faded={faded} />
            <BookingPanelLauncher onBook={startSearch} />
          </>
        )}
      </Hero>
      {search ? (
        <Suspense fallback={<p role="status">Checking visa requirements…</p>}>
          <VisaOptions payload={search} onApply={onApply} />
        </Suspense>
      ) : null}
      <VisaTypes />
      <WhyChoose />
      <Stats />
      <GlobeSection onPick={onGlobePick} />
      <PopularDestinations />
      {user ? (
        <Suspense fallback={null}>
          <WelcomePopup />
        </Suspense>
      ) : null}
    </>
  );
}
