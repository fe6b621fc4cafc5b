import type { Country } from '@contract/catalogue';
import { Flag } from '@web/components/ui/flag';
import flagStyles from '@web/components/ui/flag.module.css';
import { useLang } from '@web/i18n/use-lang';
import { countriesInLanguage, FALLBACK_COUNTRIES, FALLBACK_LIMIT, pageCountries } from '@web/lib/countries';
import { useCountries } from '@web/lib/countries-query';
import {
  EARLY_SEARCH_HANDOVER,
  EARLY_SEARCH_TAKEN,
  type EarlySearchLook,
  type EarlySearchState,
  PAGE_COUNTRIES_ID,
} from '@web/lib/early-search';
import { toIsoDate, visaReadyByLabel } from '@web/lib/search-dates';
import type { TFunction } from 'i18next';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { createCountryMatcher, MAX_SUGGESTIONS, type Suggestion } from '../lib/country-matcher';
import { isSchengenQuery, SCHENGEN_CODES } from '../lib/schengen';
import styles from './country-combobox.module.css';
import pillInput from './pill-input.module.css';

export interface CountryComboboxProps {
  id: string;
  /** Id of the element that labels the input (the step's question). */
  labelledBy: string;
  value: Country | null;
  onChange(country: Country | null): void;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** A destination's visa chip and "visa by" date on each suggestion; off where the traveller picks where they start. */
  visaFacts?: boolean;
}

/** The Schengen countries of the list, as suggestions labelled "(Schengen)". */
function schengenSuggestions(countries: readonly Country[], limit: number): Suggestion<Country>[] {
  const byCode = new Map(countries.map((country) => [country.code, country]));
  return SCHENGEN_CODES.flatMap((code) => {
    const country = byCode.get(code);
    return country ? [{ country, alias: 'Schengen', highlight: [0, 0] as [number, number] }] : [];
  }).slice(0, limit);
}

/** The combobox's classes and status texts, for the page's early script (web/src/search-before-hydration.ts). */
function earlyLook(t: TFunction): string {
  const look: EarlySearchLook = {
    popup: styles.popup ?? '',
    list: styles.list ?? '',
    option: styles.option ?? '',
    text: styles.text ?? '',
    name: styles.name ?? '',
    alias: styles.alias ?? '',
    mark: styles.mark ?? '',
    flag: flagStyles.flag ?? '',
    empty: styles.empty ?? '',
    one: t('countrySearch.suggestions', { count: 1 }),
    other: t('countrySearch.suggestions', { count: 10 }).replace('10', '#'),
    none: t('countrySearch.noMatches'),
  };
  return JSON.stringify(look);
}

function Highlighted({ text, range }: { text: string; range?: [number, number] }): ReactNode {
  if (!range || range[0] === range[1]) return text;
  return (
    <>
      {text.slice(0, range[0])}
      <mark className={styles.mark}>{text.slice(range[0], range[1])}</mark>
      {text.slice(range[1])}
    </>
  );
}

/**
 * Country autocomplete as a WAI-ARIA 1.2 combobox: the input owns a listbox of up to 10 suggestions,
 * Up/Down move the active option (aria-activedescendant), Enter picks it, Escape closes then clears.
 */
export function CountryCombobox({
  id,
  labelledBy,
  value,
  onChange,
  placeholder,
  inputRef,
  visaFacts = true,
}: CountryComboboxProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [wanted, setWanted] = useState(false);
  const countries = useCountries(wanted);
  const listId = `${id}-list`;
  const statusId = useId();
  const { t } = useTranslation();

  // Only an outside change of the picked country rewrites the text, never typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: text is deliberately left out
  useEffect(() => {
    if (value && value.name !== text) setText(value.name);
  }, [value]);

  const usingFallback = countries.isError;
  const look = useMemo(() => earlyLook(t), [t]);
  const lang = useLang();
  // Until the full list (with aliases and cities) has loaded, the names the page came with suggest at once.
  const early = useMemo(
    () =>
      typeof document === 'undefined'
        ? undefined
        : pageCountries(document.getElementById(PAGE_COUNTRIES_ID)?.textContent, lang),
    [lang],
  );
  const list = useMemo(
    () => (usingFallback ? FALLBACK_COUNTRIES : countries.data ? countriesInLanguage(countries.data, lang) : early),
    [countries.data, usingFallback, lang, early],
  );
  const match = useMemo(() => createCountryMatcher<Country>(list ?? []), [list]);

  // On a slow phone the prerendered search can be focused and typed into before this component hydrates: the
  // page's early script (web/src/search-before-hydration.ts) suggested meanwhile, and says what it showed and
  // what was picked. Take over what the input holds then, as if it had been typed now (in the hydrating commit
  // itself: a re-render would first put the empty state back into the input).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useLayoutEffect(() => {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement)) return;
    const handed: EarlySearchState = {};
    input.dispatchEvent(new CustomEvent(EARLY_SEARCH_HANDOVER, { detail: handed }));
    input.setAttribute(EARLY_SEARCH_TAKEN, '');
    const focused = document.activeElement === input;
    if (focused) setWanted(true);
    const country = handed.picked ? list?.find((candidate) => candidate.code === handed.picked) : undefined;
    if (country) {
      setText(country.name);
      setOpen(false);
      onChange(country);
    } else if (input.value !== text) {
      setText(input.value);
      setOpen(focused);
      setActive(handed.active ?? 0);
    }
  }, []);

  const schengen = open && isSchengenQuery(text);
  const suggestions: Suggestion<Country>[] = useMemo(() => {
    if (!open) return [];
    const limit = usingFallback ? FALLBACK_LIMIT : MAX_SUGGESTIONS;
    return schengen ? schengenSuggestions(list ?? [], limit) : match(text, limit);
  }, [match, text, open, usingFallback, schengen, list]);
  const expanded = open && suggestions.length > 0;
  // The page's early list knows names only: a destination's visa facts wait for the full list.
  const facts = visaFacts && list !== early;
  const today = toIsoDate(new Date());

  function pick(suggestion: Suggestion<Country> | undefined) {
    if (!suggestion) return;
    setText(suggestion.country.name);
    setOpen(false);
    onChange(suggestion.country);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : Math.max(0, suggestions.length - 1));
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else if (text) {
        event.preventDefault();
        setText('');
        onChange(null);
      }
    }
  }

  const activeId = expanded ? `${id}-option-${active}` : undefined;
  const loading = open && text.trim() !== '' && countries.isPending && !early;
  const noMatches = open && text.trim() !== '' && !loading && suggestions.length === 0;

  return (
    <div className={styles.combobox}>
      <input
        ref={inputRef}
        id={id}
        className={pillInput.input}
        type="text"
        role="combobox"
        aria-labelledby={labelledBy}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={statusId}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onFocus={() => setWanted(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div className={styles.popup} hidden={!expanded && !noMatches} data-early={look}>
        {schengen && expanded ? <p className={styles.note}>{t('countrySearch.schengenNote')}</p> : null}
        <div id={listId} role="listbox" aria-labelledby={labelledBy} className={styles.list} hidden={!expanded}>
          {suggestions.map((suggestion, index) => {
            const country = suggestion.country;
            return (
              // Focus stays in the input (aria-activedescendant), so options are neither focusable nor keyed.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard
              // biome-ignore lint/a11y/useFocusableInteractive: the input keeps focus
              <div
                key={country.code}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(suggestion)}
              >
                <Flag code={country.code} width={28} />
                <span className={styles.text}>
                  <span className={styles.name}>
                    <Highlighted text={country.name} range={suggestion.alias ? undefined : suggestion.highlight} />
                    {suggestion.alias ? (
                      <span className={styles.alias}>
                        {' '}
                        (<Highlighted text={suggestion.alias} range={suggestion.highlight} />)
                      </span>
                    ) : null}
                  </span>
                  {facts ? (
                    <span className={styles.subtitle}>
                      {t('countrySearch.visaBy', { date: visaReadyByLabel(today, country.processingDays) })}
                    </span>
                  ) : null}
                </span>
                {facts ? (
                  <span className={country.eVisa ? `${styles.chip} ${styles.eVisa}` : styles.chip}>
                    {t(country.eVisa ? 'destinationPage.chip.eVisa' : 'destinationPage.chip.visa')}
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
        {noMatches ? <p className={styles.empty}>{t('countrySearch.noMatches')}</p> : null}
      </div>
      <p id={statusId} className="visually-hidden" role="status">
        {loading
          ? t('countrySearch.loading')
          : open && text.trim()
            ? suggestions.length > 0
              ? `${schengen ? `${t('countrySearch.schengenNote')} ` : ''}${t('countrySearch.suggestions', { count: suggestions.length })}`
              : t('countrySearch.noMatches')
            : ''}
      </p>
    </div>
  );
}
