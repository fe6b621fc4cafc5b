// The home search's first step before the app has hydrated (docs/decisions/search-before-hydration.md). On a slow
// phone the prerendered search box is on screen seconds before the app's scripts have arrived and run; this small
// async script (bundled on its own, loaded only by pages with the search) suggests countries for what is typed
// from the page's own country list, with the combobox's keyboard and ARIA, and gives over what was typed, shown and
// picked when the app's combobox hydrates (EARLY_SEARCH_HANDOVER).
//
// Its popup lives outside the app's root: React hydrates the prerendered markup and would take any node added
// inside it for a mismatch. The input's ARIA attributes it changes are put back before the handover.
import { createCountryMatcher, type Suggestion } from './features/search/lib/country-matcher';
import {
  EARLY_SEARCH_HANDOVER,
  EARLY_SEARCH_TAKEN,
  type EarlySearchLook,
  type EarlySearchState,
  PAGE_COUNTRIES_ID,
  type PageCountry,
  parsePageCountries,
} from './lib/early-search';

function start() {
  const input = document.querySelector<HTMLInputElement>('form[data-visa-search] input[role="combobox"]');
  if (!input || input.hasAttribute(EARLY_SEARCH_TAKEN)) return;
  const serverPopup = input.parentElement?.querySelector<HTMLElement>('[data-early]');
  const countries = parsePageCountries(
    document.getElementById(PAGE_COUNTRIES_ID)?.textContent,
    document.documentElement.lang.startsWith('hi') ? 'hi' : 'en',
  );
  if (!serverPopup || !countries) return;
  const combobox = input.parentElement as HTMLElement;
  const look = JSON.parse(serverPopup.dataset.early ?? '{}') as EarlySearchLook;
  const match = createCountryMatcher(countries);
  const ARIA = ['aria-expanded', 'aria-controls', 'aria-activedescendant', 'aria-describedby'];
  const original = new Map(ARIA.map((name) => [name, input.getAttribute(name)]));
  const listId = `${input.id}-early-list`;
  const statusId = `${input.id}-early-status`;

  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '') => {
    const created = document.createElement(tag);
    if (className) created.className = className;
    return created;
  };
  const popup = element('div', look.popup);
  popup.hidden = true;
  const list = element('div', look.list);
  list.id = listId;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-labelledby', input.getAttribute('aria-labelledby') ?? '');
  popup.append(list);
  const status = element('p', 'visually-hidden');
  status.id = statusId;
  status.setAttribute('role', 'status');
  document.body.append(popup, status);
  input.setAttribute('aria-controls', listId);
  input.setAttribute('aria-describedby', statusId);

  let open = false;
  let active = 0;
  let picked: string | undefined;
  let suggestions: Suggestion<PageCountry>[] = [];

  const highlighted = (parent: HTMLElement, text: string, range?: [number, number]) => {
    if (!range || range[0] === range[1]) {
      parent.append(text);
      return;
    }
    const mark = element('mark', look.mark);
    mark.textContent = text.slice(range[0], range[1]);
    parent.append(text.slice(0, range[0]), mark, text.slice(range[1]));
  };

  const optionId = (index: number) => `${input.id}-early-option-${index}`;

  function render() {
    suggestions = open ? match(input!.value) : [];
    const expanded = suggestions.length > 0;
    list.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const option = element('div', look.option);
        option.id = optionId(index);
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', String(index === active));
        const flag = element('img', look.flag);
        Object.assign(flag, { src: `/flags/${suggestion.country.code.toLowerCase()}.svg`, alt: '', width: 28 });
        flag.height = 21;
        const text = element('span', look.text);
        const name = element('span', look.name);
        highlighted(name, suggestion.country.name, suggestion.alias ? undefined : suggestion.highlight);
        if (suggestion.alias) {
          const alias = element('span', look.alias);
          alias.append(' (');
          highlighted(alias, suggestion.alias, suggestion.highlight);
          alias.append(')');
          name.append(alias);
        }
        text.append(name);
        option.append(flag, text);
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('mouseenter', () => {
          active = index;
          render();
        });
        option.addEventListener('click', () => pick(suggestion));
        return option;
      }),
    );
    const typed = input!.value.trim() !== '';
    const noMatches = open && typed && !expanded;
    popup.hidden = !expanded && !noMatches;
    list.hidden = !expanded;
    popup.querySelector('p')?.remove();
    if (noMatches) {
      const empty = element('p', look.empty);
      empty.textContent = look.none;
      popup.append(empty);
    }
    if (!popup.hidden) {
      const box = combobox.getBoundingClientRect();
      Object.assign(popup.style, {
        top: `${box.bottom + window.scrollY + 6}px`,
        left: `${box.left + window.scrollX}px`,
        width: `${box.width}px`,
        right: 'auto',
      });
    }
    input!.setAttribute('aria-expanded', String(expanded));
    if (expanded) input!.setAttribute('aria-activedescendant', optionId(active));
    else input!.removeAttribute('aria-activedescendant');
    status.textContent =
      open && typed
        ? expanded
          ? (suggestions.length === 1 ? look.one : look.other).replace('#', String(suggestions.length))
          : look.none
        : '';
  }

  function pick(suggestion: Suggestion<PageCountry> | undefined) {
    if (!suggestion) return;
    input!.value = suggestion.country.name;
    picked = suggestion.country.code;
    open = false;
    render();
  }

  const onInput = () => {
    open = true;
    active = 0;
    picked = undefined;
    render();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const expanded = suggestions.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        open = true;
        render();
        active = event.key === 'ArrowDown' ? 0 : Math.max(0, suggestions.length - 1);
      } else {
        active = (active + (event.key === 'ArrowDown' ? 1 : -1) + suggestions.length) % suggestions.length;
      }
      render();
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        open = false;
        render();
      } else if (input!.value) {
        event.preventDefault();
        input!.value = '';
        picked = undefined;
        render();
      }
    }
  };
  const onBlur = () => {
    open = false;
    render();
  };
  const onHandover = (event: Event) => {
    Object.assign((event as CustomEvent<EarlySearchState>).detail, { open, active, picked });
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onKeyDown);
    input.removeEventListener('blur', onBlur);
    input.removeEventListener(EARLY_SEARCH_HANDOVER, onHandover);
    popup.remove();
    status.remove();
    for (const [name, value] of original) {
      if (value === null) input.removeAttribute(name);
      else input.setAttribute(name, value);
    }
  };
  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKeyDown);
  input.addEventListener('blur', onBlur);
  input.addEventListener(EARLY_SEARCH_HANDOVER, onHandover);
  // Typed into before this script ran: suggest for it now.
  if (document.activeElement === input && input.value) onInput();
}

// Async, so that it neither waits for the page's deferred scripts nor is held back behind its stylesheets: it may
// arrive before the parser has reached the box and the country list, which are there once the page is interactive.
if (document.readyState === 'loading') document.addEventListener('readystatechange', start, { once: true });
else start();
