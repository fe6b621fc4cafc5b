import type { RequirementOverrideInput } from '@contract/catalogue-facts';
import type { OpsDestination, OpsOverride, OpsVisaOption } from '@contract/ops/catalogue';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { SelectField, TextField } from '@web/components/ui/field';
import { Loading } from '@web/components/ui/loading';
import { TableScroll } from '@web/components/ui/table-scroll';
import { fieldErrorsOf } from '@web/lib/error-message';
import { type FormEvent, useState } from 'react';
import {
  useCatalogueHistory,
  useConsoleCatalogue,
  useContradictions,
  useRemoveOverride,
  useRevertChange,
  useSaveDestination,
  useSaveOption,
  useSaveOverride,
} from '../api/catalogue';
import styles from '../components/ops.module.css';

const CATEGORIES = ['visa-free', 'visa-on-arrival', 'eta', 'e-visa', 'visa-required', 'no-admission'];
const today = () => new Date().toISOString().slice(0, 10);
const rupees = (paise: number | null) => (paise == null ? '' : String(paise / 100));
/** "2,800.50" typed in rupees → whole paise; anything else is sent as is for the server to name. */
const paise = (value: string) => {
  const number = Number(value.replace(/,/g, ''));
  return value.trim() !== '' && Number.isFinite(number) ? Math.round(number * 100) : Number.NaN;
};
const formatTime = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function formValues(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return {
    text: (name: string) => String(data.get(name) ?? ''),
    checked: (name: string) => data.get(name) === 'on',
  };
}

function Saved({ error, success }: { error: Error | null; success: boolean }) {
  // Field errors are shown on their fields; the banner is for the rest (e.g. a stale version).
  if (error && Object.keys(fieldErrorsOf(error)).length === 0) return <Alert tone="error">{error.message}</Alert>;
  return success ? <p role="status">Saved.</p> : null;
}

function DestinationForm({ destination }: { destination: OpsDestination }) {
  const save = useSaveDestination();
  const fields = fieldErrorsOf(save.error);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = formValues(event);
    save.mutate({
      code: destination.code,
      edit: {
        name: form.text('name'),
        image: form.text('image'),
        pricePaise: paise(form.text('price')),
        eVisa: form.checked('eVisa'),
        summary: form.text('summary'),
        version: destination.version,
      },
    });
  };
  return (
    <section className={styles.panel} aria-labelledby="destination-title">
      <h3 id="destination-title">Destination card</h3>
      <form className={styles.form} onSubmit={onSubmit} key={destination.version} noValidate>
        <TextField label="Name" name="name" defaultValue={destination.name} error={fields.name} />
        <TextField
          label="Picture (path on this site)"
          name="image"
          defaultValue={destination.image}
          error={fields.image}
        />
        <TextField
          label="Display price (₹)"
          name="price"
          inputMode="decimal"
          defaultValue={rupees(destination.pricePaise)}
          error={fields.pricePaise}
        />
        <label>
          <span>
            <input type="checkbox" name="eVisa" defaultChecked={destination.eVisa} /> Show the E-VISA chip
          </span>
        </label>
        <TextField label="Summary" name="summary" defaultValue={destination.summary} error={fields.summary} />
        <Button type="submit" busy={save.isPending}>
          Save destination
        </Button>
        <Saved error={save.error} success={save.isSuccess} />
      </form>
    </section>
  );
}

function OptionForm({ option }: { option: OpsVisaOption }) {
  const save = useSaveOption();
  const fields = fieldErrorsOf(save.error);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = formValues(event);
    save.mutate({
      id: option.id,
      edit: {
        name: form.text('name'),
        governmentFeePaise: paise(form.text('governmentFee')),
        serviceFeePaise: paise(form.text('serviceFee')),
        processingDays: Number(form.text('processingDays')),
        validity: form.text('validity'),
        stay: form.text('stay'),
        requirements: form
          .text('requirements')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        eVisa: form.checked('eVisa'),
        estimate: form.checked('estimate'),
        source: { name: form.text('sourceName'), url: form.text('sourceUrl') },
        verifiedAt: form.text('verifiedAt'),
        version: option.version,
      },
    });
  };
  const titleId = `option-${option.id}`;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId}>
        {option.name} ({option.purpose}) · total ₹{rupees(option.feesPaise)}
      </h3>
      <form className={styles.form} onSubmit={onSubmit} key={option.version} noValidate aria-labelledby={titleId}>
        <TextField label="Name" name="name" defaultValue={option.name} error={fields.name} />
        <TextField
          label="Government fee (₹)"
          name="governmentFee"
          inputMode="decimal"
          defaultValue={rupees(option.governmentFeePaise)}
          error={fields.governmentFeePaise}
        />
        <TextField
          label="Service fee (₹, GST at 18% is added)"
          name="serviceFee"
          inputMode="decimal"
          defaultValue={rupees(option.serviceFeePaise)}
          error={fields.serviceFeePaise}
        />
        <TextField
          label="Processing (working days)"
          name="processingDays"
          inputMode="numeric"
          defaultValue={option.processingDays}
          error={fields.processingDays}
        />
        <TextField label="Validity" name="validity" defaultValue={option.validity} error={fields.validity} />
        <TextField label="Length of stay" name="stay" defaultValue={option.stay} error={fields.stay} />
        <label>
          Documents (one a line)
          <textarea
            name="requirements"
            rows={4}
            defaultValue={option.requirements.join('\n')}
            aria-invalid={fields.requirements ? true : undefined}
          />
        </label>
        {fields.requirements && <p role="alert">{fields.requirements}</p>}
        <label>
          <span>
            <input type="checkbox" name="eVisa" defaultChecked={option.eVisa} /> E-visa
          </span>
        </label>
        <label>
          <span>
            <input type="checkbox" name="estimate" defaultChecked={option.estimate} /> The fee is an estimate
          </span>
        </label>
        <TextField label="Source" name="sourceName" defaultValue={option.source.name} error={fields['source.name']} />
        <TextField
          label="Source address"
          name="sourceUrl"
          defaultValue={option.source.url}
          error={fields['source.url']}
        />
        <TextField
          label="Verified on (YYYY-MM-DD)"
          name="verifiedAt"
          defaultValue={option.verifiedAt}
          error={fields.verifiedAt}
        />
        <Button type="submit" busy={save.isPending}>
          Save visa option
        </Button>
        <Saved error={save.error} success={save.isSuccess} />
      </form>
    </section>
  );
}

function Overrides({ overrides }: { overrides: OpsOverride[] }) {
  const save = useSaveOverride();
  const remove = useRemoveOverride();
  const fields = fieldErrorsOf(save.error);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = formValues(event);
    const passport = form.text('passport').toUpperCase();
    const destination = form.text('destination').toUpperCase();
    const existing = overrides.find((o) => o.passport === passport && o.destination === destination);
    const days = form.text('days').trim();
    save.mutate({
      passport,
      destination,
      category: form.text('category') as RequirementOverrideInput['category'],
      ...(days ? { days: Number(days) } : {}),
      note: form.text('note'),
      source: { name: form.text('sourceName'), url: form.text('sourceUrl') },
      verifiedAt: form.text('verifiedAt'),
      ...(existing ? { version: existing.version } : {}),
    });
  };
  return (
    <section className={styles.panel} aria-labelledby="overrides-title">
      <h2 id="overrides-title">Requirement overrides</h2>
      <p className={styles.muted}>An override wins over the shipped requirement data for one passport → destination.</p>
      {overrides.length === 0 && <EmptyState>No overrides.</EmptyState>}
      <ul className={styles.list}>
        {overrides.map((o) => (
          <li key={`${o.passport}${o.destination}`} className={styles.row}>
            {o.passport} → {o.destination}: {o.category}
            {o.days ? ` (${o.days} days)` : ''} · {o.source.name}, verified {o.verifiedAt}
            <Button
              size="sm"
              variant="secondary"
              busy={remove.isPending}
              onClick={() => remove.mutate({ passport: o.passport, destination: o.destination, version: o.version })}
            >
              Remove override {o.passport} → {o.destination}
            </Button>
          </li>
        ))}
      </ul>
      {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Save an override">
        <TextField label="Passport (country code)" name="passport" defaultValue="IN" error={fields.passport} />
        <TextField label="Destination (country code)" name="destination" error={fields.destination} />
        <SelectField
          label="Requirement"
          name="category"
          options={CATEGORIES.map((value) => ({ value, label: value }))}
          error={fields.category}
        />
        <TextField label="Visa-free days (visa-free only)" name="days" inputMode="numeric" error={fields.days} />
        <TextField label="Note" name="note" error={fields.note} />
        <TextField label="Source" name="sourceName" error={fields['source.name']} />
        <TextField label="Source address" name="sourceUrl" error={fields['source.url']} />
        <TextField
          label="Verified on (YYYY-MM-DD)"
          name="verifiedAt"
          defaultValue={today()}
          error={fields.verifiedAt}
        />
        <Button type="submit" busy={save.isPending}>
          Save override
        </Button>
        <Saved error={save.error} success={save.isSuccess} />
      </form>
    </section>
  );
}

const changed = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => {
  if (!before || !after) return before ? 'removed' : 'created';
  return Object.keys(after)
    .filter((key) => !['version', 'updatedAt'].includes(key))
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`)
    .join('; ');
};

function History() {
  const history = useCatalogueHistory();
  const revert = useRevertChange();
  return (
    <section className={styles.panel} aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      {history.isPending && <Loading label="Loading the history…" />}
      {history.isError && <Alert tone="error">{history.error.message}</Alert>}
      {revert.isError && <Alert tone="error">{revert.error.message}</Alert>}
      {history.data && history.data.items.length === 0 && <EmptyState>No changes yet.</EmptyState>}
      {history.data && history.data.items.length > 0 && (
        <TableScroll label="Catalogue changes">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Change</th>
                <th scope="col">Time</th>
                <th scope="col">Who</th>
                <th scope="col">Entry</th>
                <th scope="col">What changed</th>
                <th scope="col">Undo</th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((change) => (
                <tr key={change.id}>
                  <td>
                    #{change.id}
                    {change.revertOf ? ` (reverts #${change.revertOf})` : ''}
                  </td>
                  <td>{formatTime(change.createdAt)}</td>
                  <td>{change.actor}</td>
                  <td>
                    {change.entity} {change.entryKey}
                  </td>
                  <td className={styles.pre}>{changed(change.before, change.after)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      busy={revert.isPending && revert.variables === change.id}
                      onClick={() => revert.mutate(change.id)}
                    >
                      Revert #{change.id}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function Contradictions() {
  const found = useContradictions();
  return (
    <section className={styles.panel} aria-labelledby="contradictions-title">
      <h2 id="contradictions-title">Contradictions</h2>
      {found.isPending && <Loading label="Checking the catalogue…" />}
      {found.isError && <Alert tone="error">{found.error.message}</Alert>}
      {found.data && found.data.items.length === 0 && <p>The catalogue agrees with the requirement data.</p>}
      <ul className={styles.list}>
        {found.data?.items.map((item) => (
          <li key={`${item.kind}${item.country}${item.optionId ?? ''}`}>{item.message}</li>
        ))}
      </ul>
    </section>
  );
}

/** Admin only (the API refuses support staff): correct the catalogue's facts, see and undo changes. */
export default function OpsCataloguePage() {
  const catalogue = useConsoleCatalogue();
  const [code, setCode] = useState('');
  if (catalogue.isPending) return <Loading label="Loading the catalogue…" />;
  if (catalogue.isError) return <Alert tone="error">{catalogue.error.message}</Alert>;
  const destination = catalogue.data.destinations.find((d) => d.code === code);
  return (
    <>
      <h2>Catalogue</h2>
      <Contradictions />
      <section className={styles.panel} aria-labelledby="edit-title">
        <h2 id="edit-title">Destinations and visa options</h2>
        <SelectField
          label="Destination"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Choose a destination"
          options={catalogue.data.destinations.map((d) => ({ value: d.code, label: `${d.name} (${d.code})` }))}
        />
        {destination && (
          <>
            <DestinationForm destination={destination} key={`d${destination.code}`} />
            {destination.options.map((option) => (
              <OptionForm option={option} key={option.id} />
            ))}
          </>
        )}
      </section>
      <Overrides overrides={catalogue.data.overrides} />
      <History />
    </>
  );
}
