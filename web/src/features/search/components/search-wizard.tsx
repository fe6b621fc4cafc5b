import type { Country } from '@contract/catalogue';
import { PURPOSE_LABELS, VISA_PURPOSES, type VisaPurpose } from '@contract/catalogue-rules';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import {
  endAfterStartChange,
  formatDate,
  isValidEnd,
  isValidStart,
  maxStartDate,
  minEndDate,
  minStartDate,
  toIsoDate,
} from '../lib/dates';
import type { SearchPayload } from '../lib/search-payload';
import { CountryCombobox } from './country-combobox';
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
  'Where are you starting from?',
  'Your destination?',
  'Visa start date',
  'Visa end date',
  'Visa purpose',
];

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

/** The 5-step search pill (SPEC 2.3, 4.1): origin, destination, start, end, purpose. */
export function SearchWizard({ state, onChange, onSearch, faded }: SearchWizardProps) {
  const idBase = useId();
  const questionId = `${idBase}-question`;
  const inputId = `${idBase}-step-${state.step}`;
  const moved = useRef(false);
  const today = toIsoDate(new Date());
  const canGoOn = stepHasValue(state, today);

  // Focus follows the step, but only after the visitor moved (never on first paint).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = document.getElementById(inputId);
    const focusable = target?.matches('input') ? target : target?.querySelector<HTMLElement>('input:checked, input');
    focusable?.focus();
  }, [inputId]);

  const goTo = (step: number) => {
    moved.current = true;
    onChange((current) => ({ ...current, step: Math.max(0, Math.min(STEP_COUNT - 1, step)) }));
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
      ? `Choose a date from ${formatDate(minStart)}`
      : state.step === 3 && state.end && !canGoOn
        ? 'Choose a date after the visa start date'
        : '';

  return (
    <form
      className={[styles.pill, faded ? styles.faded : ''].join(' ')}
      aria-label="Visa search"
      onSubmit={submit}
      noValidate
    >
      <div className={styles.step}>
        {state.step < STEP_COUNT - 1 ? (
          <label id={questionId} htmlFor={inputId} className={styles.question}>
            {QUESTIONS[state.step]}
          </label>
        ) : (
          <p id={questionId} className={styles.question}>
            {QUESTIONS[state.step]}
          </p>
        )}
        {state.step === 0 ? (
          <CountryCombobox
            id={inputId}
            labelledBy={questionId}
            value={state.from}
            placeholder="Country or city"
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
            placeholder="Country or city"
            onChange={(to) => {
              onChange((current) => ({ ...current, to }));
              if (to) goTo(2);
            }}
          />
        ) : null}
        {state.step === 2 ? (
          <input
            id={inputId}
            className={styles.date}
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
            className={styles.date}
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
                <span>{PURPOSE_LABELS[purpose]}</span>
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
            Back
          </button>
        ) : null}
        {state.step < STEP_COUNT - 1 ? (
          <button type="submit" className={styles.next} disabled={!canGoOn}>
            Next
          </button>
        ) : (
          <button type="submit" className={styles.next} disabled={!state.type}>
            Search
          </button>
        )}
      </div>

      <div className={styles.progressRow}>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="Search progress"
          aria-valuemin={1}
          aria-valuemax={STEP_COUNT}
          aria-valuenow={state.step + 1}
          aria-valuetext={`Step ${state.step + 1} of ${STEP_COUNT}`}
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
