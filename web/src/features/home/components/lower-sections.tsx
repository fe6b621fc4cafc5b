import type { Country } from '@contract/catalogue';
import { flagOf } from '@web/lib/countries';
import { destinationCards } from '@web/lib/destination-cards';
import { GlobeSection } from './globe-section';
import { PopularDestinations } from './popular-destinations';
import { Stats } from './stats';
import { WhyChoose } from './why-choose';

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

/**
 * The sections below the first screen. The home page loads them apart from itself: they arrive prerendered
 * and hydrate once their code is in, so the first screen hydrates without them (or the catalogue's cards).
 */
export default function LowerSections({ onPick }: { onPick(country: Country): void }) {
  const pick = (code: string) => {
    const country = catalogueCountry(code);
    if (country) onPick(country);
  };
  return (
    <>
      <WhyChoose />
      <Stats />
      <GlobeSection onPick={pick} />
      <PopularDestinations />
    </>
  );
}
