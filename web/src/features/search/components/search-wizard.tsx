import type { Country } from '@contract/catalogue';
import { VISA_PURPOSES, type VisaPurpose } from '@contract/catalogue-rules';
import {
  endAfterStartChange,
  formatDate,
  isValidEnd,
  isValidStart,
  maxStartDate,
  minEndDate,
  minStartDate,
  toIsoDate,
} from '@web/lib/search-dates';
import type { SearchPayload } from '@web/lib/search-payload';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryCombobox } from './country-combobox';
import pillInput from './pill-input.module.css';
import styles from './search-wizard.module.css';

export interface WizardState {
  step: number;
  from: Country | null;
  to: Country | null;
  start: string;
  end: string;
  type: VisaPurpose | null;
}

export const initialWizardState: WizardState = { step: 0, from: null, to: null, start: '', end: '', type: null };
export const STEP_COUNT = 5;

const QUESTIONS = [
  'search.questions.from',
  'search.questions.to',
  'search.questions.start',
  'search.questions.end',
  'search.questions.purpose',
] as const;

/** A purpose chip's label in the page's language. */
const PURPOSE_KEYS: Record<VisaPurpose, string> = {
  tourist: 'search.purposes.tourist',
  business: 'search.purposes.business',
  family: 'search.purposes.family',
  student: 'search.purposes.student',
  transit: 'search.purposes.transit',
};

/** The whole search once every step has a value. */
export function completeSearch(state: WizardState, today: string): SearchPayload | null {
  const { from, to, start, end, type } = state;
  if (!from || !to || !type || !isValidStart(start, today) || !isValidEnd(end, start, today)) return null;
  return { from: from.code, to: to.code, start, end, type };
}

function stepHasValue(state: WizardState, today: string): boolean {
  switch (state.step) {
    case 0:
      return state.from !== null;
    case 1:
      return state.to !== null;
    case 2:
      return isValidStart(state.start, today);
    case 3:
      return isValidEnd(state.end, state.start, today);
    default:
      return state.type !== null;
  }
}

export interface SearchWizardProps {
  state: WizardState;
  onChange(update: (state: WizardState) => WizardState): void;
  onSearch(payload: SearchPayload): void;
  /** The hero has left the view: the pill fades out. */
  faded?: boolean;
}

/** The 5-step search pill (docs/product/search.md#search-wizard): origin, destination, start, end, purpose. */
export function SearchWizard({ state, onChange, onSearch, faded }: SearchWizardProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const questionId = `${idBase}-question`;
  const inputId = `${idBase}-step-${state.step}`;
  /** The step the visitor moved to, until focus has followed there. */
  const moved = useRef<number | null>(null);
  const today = toIsoDate(new Date());
  const canGoOn = stepHasValue(state, today);

  // Focus follows the step, but only after the visitor moved (never on first paint). A move made while the page
  // hydrates (a country picked before it) is followed once its step renders, not by the hydrating commit's effect.
  useEffect(() => {
    if (moved.current !== state.step) return;
    moved.current = null;
    const target = document.getElementById(inputId);
    const focusable = target?.matches('input') ? target : target?.querySelector<HTMLElement>('input:checked, input');
    focusable?.focus();
  }, [inputId, state.step]);

  const goTo = (step: number) => {
    const next = Math.max(0, Math.min(STEP_COUNT - 1, step));
    moved.current = next;
    onChange((current) => ({ ...current, step: next }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canGoOn) return;
    if (state.step < STEP_COUNT - 1) {
      goTo(state.step + 1);
      return;
    }
    const payload = completeSearch(state, today);
    if (payload) onSearch(payload);
  }

  const minStart = minStartDate(today);
  const minEnd = minEndDate(state.start || undefined, today);
  const dateProblem =
    state.step === 2 && state.start && !canGoOn
      ? t('search.dateFrom', { date: formatDate(minStart) })
      : state.step === 3 && state.end && !canGoOn
        ? t('search.dateAfterStart')
        : '';

  return (
    <form
      className={[styles.pill, faded ? styles.faded : ''].join(' ')}
      aria-label={t('search.formLabel')}
      data-visa-search
      onSubmit={submit}
      noValidate
    >
      <div className={styles.step}>
        {state.step < STEP_COUNT - 1 ? (
          <label id={questionId} htmlFor={inputId} className={styles.question}>
            {t(QUESTIONS[state.step] ?? QUESTIONS[0])}
          </label>
        ) : (
          <p id={questionId} className={styles.question}>
            {t(QUESTIONS[state.step] ?? QUESTIONS[0])}
          </p>
        )}
        {state.step === 0 ? (
          <CountryCombobox
            id={inputId}
            labelledBy={questionId}
            value={state.from}
            placeholder={t('search.countryPlaceholder')}
            visaFacts={false}
            onChange={(from) => {
              onChange((current) => ({ ...current, from }));
              if (from) goTo(1);
            }}
          />
        ) : null}
        {state.step === 1 ? (
          <CountryCombobox
            id={inputId}
            labelledBy={questionId}
            value={state.to}
            placeholder={t('search.countryPlaceholder')}
            onChange={(to) => {
              onChange((current) => ({ ...current, to }));
              if (to) goTo(2);
            }}
          />
        ) : null}
        {state.step === 2 ? (
          <input
            id={inputId}
            className={pillInput.input}
            type="date"
            min={minStart}
            max={maxStartDate(today)}
            value={state.start}
            aria-invalid={dateProblem ? true : undefined}
            aria-describedby={dateProblem ? `${inputId}-problem` : undefined}
            onChange={(event) => {
              const start = event.target.value;
              onChange((current) => ({ ...current, start, end: endAfterStartChange(start, current.end) ?? '' }));
              if (isValidStart(start, today)) goTo(3);
            }}
          />
        ) : null}
        {state.step === 3 ? (
          <input
            id={inputId}
            className={pillInput.input}
            type="date"
            min={minEnd}
            value={state.end}
            aria-invalid={dateProblem ? true : undefined}
            aria-describedby={dateProblem ? `${inputId}-problem` : undefined}
            onChange={(event) => {
              const end = event.target.value;
              onChange((current) => ({ ...current, end }));
              if (isValidEnd(end, state.start, today)) goTo(4);
            }}
          />
        ) : null}
        {state.step === 4 ? (
          <div
            id={inputId}
            role="radiogroup"
            aria-labelledby={questionId}
            className={styles.chips}
            onKeyDown={(event) => {
              // Enter on a chip searches, as in the other steps (radios do not submit forms by themselves).
              if (event.key === 'Enter') {
                event.preventDefault();
                event.currentTarget.closest('form')?.requestSubmit();
              }
            }}
          >
            {VISA_PURPOSES.map((purpose) => (
              <label key={purpose} className={styles.chip}>
                <input
                  type="radio"
                  name={`${idBase}-purpose`}
                  value={purpose}
                  checked={state.type === purpose}
                  onChange={() => onChange((current) => ({ ...current, type: purpose }))}
                />
                <span>{t(PURPOSE_KEYS[purpose])}</span>
              </label>
            ))}
          </div>
        ) : null}
        {dateProblem ? (
          <p id={`${inputId}-problem`} className={styles.problem} role="alert">
            {dateProblem}
          </p>
        ) : null}
      </div>

      <div className={styles.controls}>
        {state.step > 0 ? (
          <button type="button" className={styles.back} onClick={() => goTo(state.step - 1)}>
            {t('search.back')}
          </button>
        ) : null}
        {state.step < STEP_COUNT - 1 ? (
          <button type="submit" className={styles.next} disabled={!canGoOn}>
            {t('search.next')}
          </button>
        ) : (
          <button type="submit" className={styles.next} disabled={!state.type}>
            {t('search.search')}
          </button>
        )}
      </div>

      <div className={styles.progressRow}>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('search.progress')}
          aria-valuemin={1}
          aria-valuemax={STEP_COUNT}
          aria-valuenow={state.step + 1}
          aria-valuetext={t('search.step', { step: state.step + 1, count: STEP_COUNT })}
        >
          <span className={styles.bar} data-step={state.step + 1} />
        </div>
        <span className={styles.count} aria-hidden="true">
          {state.step + 1}/{STEP_COUNT}
        </span>
      </div>
    </form>
  );
}
