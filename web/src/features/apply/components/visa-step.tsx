import type { Application } from '@contract/apply/applications';
import { VISA_PURPOSES, type VisaPurpose } from '@contract/catalogue-rules';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/field';
import { Loading } from '@web/components/ui/loading';
import { useStoredText } from '@web/i18n/use-stored-text';
import { useDestinations } from '@web/lib/destinations-query';
import { formatRupees } from '@web/lib/format';
import { useVisaSearch } from '@web/lib/queries/visa-search';
import { midSentence, useCountryName, VISA_TYPE_KEYS } from '@web/lib/visa-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyOptions } from '../api/get-apply-options';
import styles from './apply.module.css';

export interface VisaChoice {
  from: string;
  to: string | null;
  type: VisaPurpose;
  optionId: string | null;
}

/** Requirement categories where buying a visa may be unnecessary. */
const NO_VISA_NEEDED = new Set(['visa-free', 'visa-on-arrival']);

function DestinationPicker({ choice, onChange }: { choice: VisaChoice; onChange(choice: VisaChoice): void }) {
  const { t } = useTranslation();
  const destinations = useDestinations();
  const options = (destinations.data ?? []).map((d) => ({ value: d.code, label: d.name }));
  return (
    <SelectField
      label={t('apply.visa.destination')}
      name="to"
      value={choice.to ?? ''}
      placeholder={t('apply.visa.chooseDestination')}
      options={options}
      onChange={(event) => onChange({ ...choice, to: event.target.value || null, optionId: null })}
    />
  );
}

/**
 * Step 1: the destination and purpose, what the traveller's passport needs there (so nobody buys a
 * visa they do not need), and the visa option.
 */
export function VisaStep({
  choice,
  application,
  onChange,
  onContinue,
}: {
  choice: VisaChoice;
  application: Application | undefined;
  onChange(choice: VisaChoice): void;
  onContinue(optionId: string): void;
}) {
  const search = useVisaSearch(choice.to ? { from: choice.from, to: choice.to, type: choice.type } : null);
  const available = useApplyOptions(choice.to, choice.type);
  const [missing, setMissing] = useState(false);
  const selected = application?.optionId ?? choice.optionId;
  const { t } = useTranslation();
  const storedText = useStoredText();
  const countryName = useCountryName();

  if (application) {
    return (
      <section className={`card ${styles.card}`} aria-labelledby="visa-title">
        <h2 id="visa-title">{t('apply.visa.title')}</h2>
        <p>
          {t('apply.visa.chosen', {
            option: storedText(application.option.name),
            country: countryName(application.country, application.countryName),
            type: t(VISA_TYPE_KEYS[application.option.purpose as VisaPurpose]),
          })}
        </p>
        <p className={styles.muted}>{t('apply.visa.another')}</p>
        <div className={styles.actions}>
          <span />
          <Button onClick={() => onContinue(application.optionId)}>{t('apply.continue')}</Button>
        </div>
      </section>
    );
  }

  const requirement = search.data?.requirement;
  const options = available.data?.items ?? [];
  const purposeOptions = VISA_PURPOSES.map((purpose) => ({ value: purpose, label: t(VISA_TYPE_KEYS[purpose]) }));
  return (
    <section className={`card ${styles.card}`} aria-labelledby="visa-title">
      <h2 id="visa-title">{t('apply.visa.choose')}</h2>
      <div className={styles.row}>
        <DestinationPicker choice={choice} onChange={onChange} />
        <SelectField
          label={t('apply.visa.purpose')}
          name="type"
          value={choice.type}
          options={purposeOptions}
          onChange={(event) => onChange({ ...choice, type: event.target.value as VisaPurpose, optionId: null })}
        />
      </div>
      {search.isLoading || available.isLoading ? <Loading label={t('apply.visa.finding')} /> : null}
      {available.error ? <Alert tone="error">{t('apply.visa.loadFailed')}</Alert> : null}
      {requirement ? (
        <Alert tone={NO_VISA_NEEDED.has(requirement.category) ? 'warning' : 'info'}>
          <strong>{t('apply.visa.passportNeeds')}</strong>
          {requirement.summary}
          {NO_VISA_NEEDED.has(requirement.category) ? t('apply.visa.mayNotNeed') : null}
        </Alert>
      ) : null}
      {available.data && options.length === 0 ? <Alert tone="info">{t('apply.visa.noOffer')}</Alert> : null}
      {options.length > 0 ? (
        <fieldset className={styles.options}>
          <legend>{t('apply.visa.option')}</legend>
          {options.map((option) => (
            <label key={option.id} className={styles.option}>
              <input
                type="radio"
                name="optionId"
                value={option.id}
                checked={selected === option.id}
                onChange={() => {
                  setMissing(false);
                  onChange({ ...choice, optionId: option.id });
                }}
              />
              <span>
                <strong>{option.name}</strong> — {t('apply.visa.perTraveller', { fee: formatRupees(option.fee) })}
                {option.estimate ? t('apply.visa.estimated') : ''}
                <span className={styles.optionFacts}>
                  {t('apply.visa.facts', {
                    count: option.processingDays,
                    stay: midSentence(option.stay),
                    validity: midSentence(option.validity),
                  })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {missing ? <Alert tone="error">{t('apply.visa.chooseOption')}</Alert> : null}
      <div className={styles.actions}>
        <span />
        <Button
          onClick={() => {
            if (selected) onContinue(selected);
            else setMissing(true);
          }}
        >
          {t('apply.continue')}
        </Button>
      </div>
    </section>
  );
}
