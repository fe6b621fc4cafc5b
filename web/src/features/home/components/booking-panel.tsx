import { VISA_PURPOSES, type VisaPurpose } from '@contract/catalogue-rules';
import { addDays, isRealDate } from '@contract/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { ProcessingNote } from '@web/components/processing-note';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useLang } from '@web/i18n/use-lang';
import { countriesInLanguage, FALLBACK_COUNTRIES } from '@web/lib/countries';
import { useCountries } from '@web/lib/countries-query';
import { isValidStart, maxStartDate, minStartDate, toIsoDate } from '@web/lib/search-dates';
import type { HandoffSearch } from '@web/lib/search-payload';
import { VISA_TYPE_KEYS } from '@web/lib/visa-text';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from './booking-panel.module.css';

/**
 * The booking panel's rules: all five fields required, dates from tomorrow, the visa needed by departure.
 * Each message is the catalogue key of its text; every rule speaks on the first submit, whatever else is missing.
 */
export const bookingPanelSchema = (today: string) =>
  z
    .object({
      from: z.string().min(1, 'bookingPanel.errors.from'),
      to: z.string().min(1, 'bookingPanel.errors.to'),
      departure: z
        .string()
        .refine(isRealDate, { error: 'bookingPanel.errors.departure', abort: true })
        .refine(
          (departure) => departure >= minStartDate(today) && departure <= maxStartDate(today),
          'bookingPanel.errors.departureRange',
        ),
      requiredBy: z
        .string()
        .refine(isRealDate, { error: 'bookingPanel.errors.requiredBy', abort: true })
        .refine((requiredBy) => requiredBy >= minStartDate(today), 'bookingPanel.errors.requiredByRange'),
      type: z.enum(VISA_PURPOSES, { error: 'bookingPanel.errors.type' }),
    })
    .refine((values) => !values.to || values.to !== values.from, {
      error: 'bookingPanel.errors.sameCountry',
      path: ['to'],
      when: () => true,
    })
    .refine(
      ({ departure, requiredBy }) =>
        !isRealDate(departure) ||
        !isRealDate(requiredBy) ||
        requiredBy < minStartDate(today) ||
        requiredBy <= departure,
      { error: 'bookingPanel.errors.requiredByDeparture', path: ['requiredBy'], when: () => true },
    );

type PanelInput = z.input<ReturnType<typeof bookingPanelSchema>>;
type PanelValues = z.output<ReturnType<typeof bookingPanelSchema>>;

/** The fields in order, with the catalogue keys of their labels. */
const LABELS: Record<keyof PanelInput, string> = {
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
  const {
    register,
    handleSubmit,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<PanelInput, unknown, PanelValues>({
    // '' selects each list's "Select …" option; the schema refuses it on submit.
    defaultValues: { from: 'IN', to: '', departure: '', requiredBy: '', type: '' as VisaPurpose },
    resolver: zodResolver(bookingPanelSchema(today)),
    // A field's message goes as soon as it is changed, and the rules speak again on the next submit.
    reValidateMode: 'onSubmit',
  });
  const values = watch();

  const book = handleSubmit(({ from, to, departure, requiredBy, type }) =>
    onBook({ from, to, start: departure, by: requiredBy, type }),
  );

  const field = (name: keyof PanelInput, control: ReactNode) => {
    const error = errors[name]?.message;
    return (
      <div className={styles.field}>
        <label htmlFor={`panel-${name}`}>{t(LABELS[name])}</label>
        {control}
        {error ? (
          <p id={`panel-${name}-error`} className={styles.error}>
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };
  const common = (name: keyof PanelInput) => ({
    id: `panel-${name}`,
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `panel-${name}-error` : undefined,
    ...register(name, { onChange: () => clearErrors(name) }),
    // Held by the form's value: the country lists are replaced when they load, and must not drop the choice.
    value: values[name],
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
      <form className={styles.form} onSubmit={book} noValidate>
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
        <Button type="submit" size="lg">
          {t('bookingPanel.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
