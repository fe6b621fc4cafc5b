import { VISA_PURPOSES, type VisaPurpose } from '@contract/catalogue-rules';
import { ProcessingNote } from '@web/components/search/processing-note';
import { Dialog } from '@web/components/ui/dialog';
import { useLang } from '@web/i18n/use-lang';
import { useCountries } from '@web/lib/countries-query';
import { countriesInLanguage, FALLBACK_COUNTRIES } from '@web/lib/search/countries';
import { addDays, isIsoDate, isValidStart, maxStartDate, minStartDate, toIsoDate } from '@web/lib/search/dates';
import type { HandoffSearch } from '@web/lib/search/search-payload';
import { VISA_TYPE_KEYS } from '@web/lib/visa-text';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './booking-panel.module.css';

interface PanelValues {
  from: string;
  to: string;
  departure: string;
  requiredBy: string;
  type: VisaPurpose | '';
}

type PanelErrors = Partial<Record<keyof PanelValues, string>>;

/**
 * The booking panel's rules: all five fields required, dates from tomorrow, the visa needed by departure.
 * Each error is the catalogue key of its message.
 */
export function panelErrors(values: PanelValues, today: string): PanelErrors {
  const errors: PanelErrors = {};
  if (!values.from) errors.from = 'bookingPanel.errors.from';
  if (!values.to) errors.to = 'bookingPanel.errors.to';
  else if (values.to === values.from) errors.to = 'bookingPanel.errors.sameCountry';
  if (!isIsoDate(values.departure)) errors.departure = 'bookingPanel.errors.departure';
  else if (values.departure < minStartDate(today) || values.departure > maxStartDate(today))
    errors.departure = 'bookingPanel.errors.departureRange';
  if (!isIsoDate(values.requiredBy)) errors.requiredBy = 'bookingPanel.errors.requiredBy';
  else if (values.requiredBy < minStartDate(today)) errors.requiredBy = 'bookingPanel.errors.requiredByRange';
  else if (isIsoDate(values.departure) && values.requiredBy > values.departure)
    errors.requiredBy = 'bookingPanel.errors.requiredByDeparture';
  if (!values.type) errors.type = 'bookingPanel.errors.type';
  return errors;
}

/** The fields in order, with the catalogue keys of their labels. */
const LABELS: Record<keyof PanelValues, string> = {
  from: 'bookingPanel.from',
  to: 'bookingPanel.to',
  departure: 'bookingPanel.departure',
  requiredBy: 'bookingPanel.requiredBy',
  type: 'bookingPanel.type',
};

export interface BookingPanelProps {
  open: boolean;
  onClose(): void;
  onBook(search: HandoffSearch): void;
}

/** 'Explore your Gateway, Book your Visa': an accessible modal form of five required fields. */
export default function BookingPanel({ open, onClose, onBook }: BookingPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const countries = useCountries(true);
  const list = countries.data ? countriesInLanguage(countries.data, lang) : countries.isError ? FALLBACK_COUNTRIES : [];
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
      <label htmlFor={`panel-${name}`}>{t(LABELS[name])}</label>
      {control}
      {errors[name] ? (
        <p id={`panel-${name}-error`} className={styles.error}>
          {t(errors[name])}
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
  const destination = list.find((country) => country.code === values.to);
  const departureValid = isValidStart(values.departure, today);
  const countryOptions = list.map((country) => (
    <option key={country.code} value={country.code}>
      {country.name}
    </option>
  ));

  return (
    <Dialog open={open} onClose={onClose} title={t('bookingPanel.title')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {field(
          'from',
          <select {...common('from')}>
            <option value="">{t('bookingPanel.selectCountry')}</option>
            {countryOptions.length === 0 ? <option value="IN">{t('bookingPanel.india')}</option> : countryOptions}
          </select>,
        )}
        {field(
          'to',
          <select {...common('to')}>
            <option value="">{t('bookingPanel.selectCountry')}</option>
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
        {destination && departureValid ? (
          <div aria-live="polite">
            <ProcessingNote processingDays={destination.processingDays} start={values.departure} />
          </div>
        ) : null}
        {field(
          'type',
          <select {...common('type')}>
            <option value="">{t('bookingPanel.selectType')}</option>
            {VISA_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {t(VISA_TYPE_KEYS[purpose])}
              </option>
            ))}
          </select>,
        )}
        <button type="submit" className={styles.submit}>
          {t('bookingPanel.submit')}
        </button>
      </form>
    </Dialog>
  );
}
