import { INTL_LOCALE } from '@contract/lang';
import { useLang } from '@web/i18n/use-lang';
import { useMemo } from 'react';
import { useCountries } from './countries-query';
import { useCountryName } from './visa-text';

/**
 * A country select's options, India first (most travellers here hold an Indian passport), the rest in alphabetical
 * order of the names the page shows. The value is the English name (what a profile keeps) or the ISO code.
 */
export function useCountryOptions(value: 'name' | 'code' = 'name') {
  const countries = useCountries();
  const lang = useLang();
  const countryName = useCountryName();
  // biome-ignore lint/correctness/useExhaustiveDependencies: countryName is new each render but changes with lang only
  return useMemo(() => {
    const collator = new Intl.Collator(INTL_LOCALE[lang]);
    const options = (countries.data ?? [])
      .map((country) => ({
        value: value === 'code' ? country.code : country.name,
        label: countryName(country.code, country.name),
        code: country.code,
      }))
      .sort((a, b) => collator.compare(a.label, b.label));
    const india = options.find((option) => option.code === 'IN');
    return (india ? [india, ...options.filter((option) => option !== india)] : options).map(
      ({ code: _, ...rest }) => rest,
    );
  }, [countries.data, lang, value]);
}
