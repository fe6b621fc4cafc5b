import { VISA_PURPOSES, type VisaPurpose, visaTypeLabel } from '@contract/catalogue-rules';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useCountries } from '../../search/api/get-countries';
import { FALLBACK_COUNTRIES } from '../../search/lib/countries';
import { addDays, isIsoDate, maxStartDate, minStartDate, toIsoDate } from '../../search/lib/dates';
import type { HandoffSearch } from '../../search/lib/search-payload';
import styles from './booking-panel.module.css';

interface PanelValues {
  from: string;
  to: string;
  departure: string;
  requiredBy: string;
  type: VisaPurpose | '';
}

type PanelErrors = Partial<Record<keyof PanelValues, string>>;

/** The booking panel's rules: all five fields required, dates from tomorrow, the visa needed by departure. */
export function panelErrors(values: PanelValues, today: string): PanelErrors {
  const errors: PanelErrors = {};
  if (!values.from) errors.from = 'Choose your origin country';
  if (!values.to) errors.to = 'Choose your destination country';
  else if (values.to === values.from) errors.to = 'Choose a destination other than your origin country';
  if (!isIsoDate(values.departure)) errors.departure = 'Choose your earliest departure date';
  else if (values.departure < minStartDate(today) || values.departure > maxStartDate(today))
    errors.departure = 'Choose a departure date from tomorrow on';
  if (!isIsoDate(values.requiredBy)) errors.requiredBy = 'Choose the date you need the visa by';
  else if (values.requiredBy < minStartDate(today)) errors.requiredBy = 'Choose a date from tomorrow on';
  else if (isIsoDate(values.departure) && values.requiredBy > values.departure)
    errors.requiredBy = 'The visa must be ready by your departure';
  if (!values.type) errors.type = 'Choose a visa type';
  return errors;
}

const LABELS: Record<keyof PanelValues, string> = {
  from: 'Origin Country',
  to: 'Destination Country',
  departure: 'Earliest departure',
  requiredBy: 'Visa Required by',
  type: 'Visa Type',
};

export interface BookingPanelProps {
  open: boolean;
  onClose(): void;
  onBook(search: HandoffSearch): void;
}

/** 'Explore your Gateway, Book your Visa': an accessible modal form of five required fields. */
export default function BookingPanel({ open, onClose, onBook }: BookingPanelProps) {
  const countries = useCountries(true);
  const list = countries.data ?? (countries.isError ? FALLBACK_COUNTRIES : []);
  const today = toIsoDate(new Date());
  const [values, setValues] = useState<PanelValues>({ from: 'IN', to: '', departure: '', requiredBy: '', type: '' });
  const [errors, setErrors] = useState<PanelErrors>({});

  const set = (field: keyof PanelValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = panelErrors(values, today);
    setErrors(found);
    const first = (Object.keys(LABELS) as Array<keyof PanelValues>).find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onBook({
      from: values.from,
      to: values.to,
      start: values.departure,
      by: values.requiredBy,
      type: values.type as VisaPurpose,
    });
  }

  const describedBy = (field: keyof PanelValues) => (errors[field] ? `panel-${field}-error` : undefined);
  const field = (name: keyof PanelValues, control: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`panel-${name}`}>{LABELS[name]}</label>
      {control}
      {errors[name] ? (
        <p id={`panel-${name}-error`} className={styles.error}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const common = (name: keyof PanelValues) => ({
    id: `panel-${name}`,
    name,
    required: true,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name),
  });
  const countryOptions = list.map((country) => (
    <option key={country.code} value={country.code}>
      {country.name}
    </option>
  ));

  return (
    <Dialog open={open} onClose={onClose} title="Explore your Gateway, Book your Visa">
      <form className={styles.form} onSubmit={submit} noValidate>
        {field(
          'from',
          <select {...common('from')}>
            <option value="">Select a country</option>
            {countryOptions.length > 0 ? countryOptions : <option value="IN">India</option>}
          </select>,
        )}
        {field(
          'to',
          <select {...common('to')}>
            <option value="">Select a country</option>
            {countryOptions}
          </select>,
        )}
        <div className={styles.row}>
          {field(
            'departure',
            <input type="date" min={minStartDate(today)} max={maxStartDate(today)} {...common('departure')} />,
          )}
          {field(
            'requiredBy',
            <input
              type="date"
              min={minStartDate(today)}
              max={values.departure || addDays(today, 730)}
              {...common('requiredBy')}
            />,
          )}
        </div>
        {field(
          'type',
          <select {...common('type')}>
            <option value="">Select a visa type</option>
            {VISA_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {visaTypeLabel(purpose)}
              </option>
            ))}
          </select>,
        )}
        <button type="submit" className={styles.submit}>
          Book your Visa
        </button>
      </form>
    </Dialog>
  );
}
