import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { DELIVERY_TEXTS, type DeliveryZone } from '@greencart/contracts';
import {
  Button,
  SelectField,
  Spinner,
  Switch,
  TextAreaField,
  TextField,
  errorMessage,
  isApiError,
  notify,
} from '@greencart/shared-ui';
import { LoadFailed } from '../../common/LoadFailed';
import { useDeliveryZonesQuery, useSaveDeliveryZonesMutation } from './deliveryApi';
import { SlotTemplateEditor } from './SlotTemplateEditor';
import {
  newRow,
  rowsOf,
  serverErrors,
  zonesToSave,
  type ZoneErrors,
  type ZoneField,
  type ZoneRow,
} from './zoneRows';
import '../../common/common.css';
import './delivery.css';

/**
 * /seller/delivery (owner and manager: `settings.write`): where the shop delivers and for how
 * much (docs/DELIVERY.md). Each zone lists postcodes (exact codes and prefixes) and area
 * names (an exact code beats a prefix, which beats an area, which beats `*`), its delivery fee, the goods subtotal from which delivery is free and
 * the minimum order. The seller edits the whole list and saves it at once.
 */
export function DeliveryZonesPage() {
  const {
    data: zones,
    isLoading,
    isError,
    refetch,
  } = useDeliveryZonesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  let content;
  if (isLoading) content = <Spinner size="lg" label="Loading the delivery zones" />;
  else if (isError || !zones) {
    content = <LoadFailed what="the delivery zones" onRetry={() => void refetch()} />;
  } else {
    content = (
      <>
        <ZonesForm zones={zones} />
        <TimeSlots zones={zones} />
      </>
    );
  }
  return (
    <section className="seller-delivery" aria-labelledby="seller-delivery-title">
      <h1 id="seller-delivery-title" className="seller-page-title">
        Delivery
      </h1>
      {content}
    </section>
  );
}

const NO_ERRORS: ZoneErrors = { rows: {} };

/**
 * Per saved zone, its weekly time slots and express settings (docs/DELIVERY.md, "Time slots"):
 * the seller picks the zone, then edits and saves its template on its own.
 */
function TimeSlots({ zones }: { zones: readonly DeliveryZone[] }) {
  const saved = zones.filter((zone): zone is DeliveryZone & { id: string } => Boolean(zone.id));
  const [zoneId, setZoneId] = useState<string | null>(null);
  const zone = saved.find((z) => z.id === zoneId) ?? saved[0];
  return (
    <section className="seller-delivery__slots" aria-labelledby="seller-slots-title">
      <h2 id="seller-slots-title" className="seller-delivery__subtitle">
        Time slots and express
      </h2>
      {zone ? (
        <>
          <SelectField
            label="Zone"
            className="seller-delivery__zone-pick"
            value={zone.id}
            onChange={(event) => setZoneId(event.target.value)}
            options={saved.map((z) => ({ value: z.id, label: z.name }))}
          />
          <SlotTemplateEditor key={zone.id} zone={zone} />
        </>
      ) : (
        <p className="seller-delivery__intro">Save a zone first to give it time slots.</p>
      )}
    </section>
  );
}

/** The editable list of zones. */
function ZonesForm({ zones }: { zones: readonly DeliveryZone[] }) {
  const [save, { isLoading }] = useSaveDeliveryZonesMutation();
  const [rows, setRows] = useState<ZoneRow[]>(() => rowsOf(zones));
  const [errors, setErrors] = useState<ZoneErrors>(NO_ERRORS);
  const [changed, setChanged] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const introId = useId();

  /** Focus on the name field of row `key` (null: the Add button), once it is on the page. */
  function focusRow(key: number | null) {
    if (key === null) addRef.current?.focus();
    else formRef.current?.querySelector<HTMLInputElement>(`[data-zone="${key}"]`)?.focus();
  }

  function edit(key: number, patch: Partial<ZoneRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setErrors((current) => {
      const { [key]: _cleared, ...rest } = current.rows;
      return { rows: rest, list: current.list };
    });
    setChanged(true);
  }

  function addZone() {
    const row = newRow();
    flushSync(() => {
      setRows((current) => [...current, row]);
      setChanged(true);
    });
    focusRow(row.key);
  }

  /** Removes a zone; focus moves to the next zone's name (or the previous, or Add). */
  function removeZone(index: number) {
    const next = rows[index + 1] ?? rows[index - 1];
    flushSync(() => {
      setRows((current) => current.filter((_row, i) => i !== index));
      setChanged(true);
    });
    focusRow(next ? next.key : null);
  }

  /** Shows the errors and moves focus to the first refused field, so it is announced. */
  function showErrors(found: ZoneErrors) {
    flushSync(() => setErrors(found));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = zonesToSave(rows);
    if ('errors' in check) {
      showErrors(check.errors);
      return;
    }
    const result = await save({ zones: check.zones });
    if (result.error) {
      const message = errorMessage(result.error);
      showErrors(
        isApiError(result.error)
          ? serverErrors(rows, result.error, message)
          : { rows: {}, list: message },
      );
      return;
    }
    setRows(rowsOf(result.data));
    setErrors(NO_ERRORS);
    setChanged(false);
    notify.success(DELIVERY_TEXTS.saved);
  }

  return (
    <form
      ref={formRef}
      className="seller-delivery__form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <p id={introId} className="seller-delivery__intro">
        A shopper’s postcode falls in the zone with the most specific match: an exact code (00100)
        beats a prefix (001*), a longer prefix a shorter one, and * covers every postcode. Addresses
        in no zone can be saved but not ordered to. Amounts are in LKR and compared with the goods
        before tax; the fee is not taxed.
      </p>
      {errors.list ? (
        <p className="seller-delivery__alert" role="alert">
          {errors.list}
        </p>
      ) : null}
      <ol className="seller-delivery__list">
        {rows.map((row, index) => (
          <li key={row.key}>
            <ZoneFields
              row={row}
              number={index + 1}
              errors={errors.rows[row.key] ?? {}}
              describedBy={introId}
              onEdit={(patch) => edit(row.key, patch)}
              onRemove={() => removeZone(index)}
            />
          </li>
        ))}
      </ol>
      <div className="seller-delivery__actions">
        <Button ref={addRef} type="button" variant="secondary" onClick={addZone}>
          Add a zone
        </Button>
        <Button type="submit" loading={isLoading}>
          Save
        </Button>
        <p className="seller-delivery__status" role="status">
          {changed ? 'Unsaved changes' : ''}
        </p>
      </div>
    </form>
  );
}

interface ZoneFieldsProps {
  row: ZoneRow;
  number: number;
  errors: Partial<Record<ZoneField | 'expressOffered', string>>;
  describedBy: string;
  onEdit: (patch: Partial<ZoneRow>) => void;
  onRemove: () => void;
}

/** One zone: a group of labelled fields named "Zone N". */
function ZoneFields({ row, number, errors, describedBy, onEdit, onRemove }: ZoneFieldsProps) {
  const text = (field: ZoneField) => ({
    value: row[field],
    error: errors[field],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => onEdit({ [field]: event.target.value }),
  });
  return (
    <fieldset className="seller-delivery__zone">
      <legend className="seller-delivery__legend">
        Zone {number}
        {row.name.trim() ? `: ${row.name.trim()}` : ''}
      </legend>
      <TextField label="Name" data-zone={row.key} {...text('name')} />
      <TextField
        label="Postcodes"
        hint="Exact codes (00100), prefixes ending in * (001*) or * for every postcode, separated by commas"
        aria-describedby={describedBy}
        spellCheck={false}
        {...text('postcodes')}
      />
      <TextAreaField
        label="Areas"
        hint="Area or town names as shoppers write them in their address, separated by commas (Dehiwala, Mount Lavinia). A postcode listed above wins over an area; * comes last"
        rows={2}
        spellCheck={false}
        {...text('areas')}
      />
      <div className="seller-delivery__amounts">
        <TextField label="Delivery fee (LKR)" inputMode="decimal" hint="0: free" {...text('fee')} />
        <TextField
          label="Free delivery from (LKR)"
          inputMode="decimal"
          hint="Goods subtotal; empty: never free"
          {...text('freeDeliveryFrom')}
        />
        <TextField
          label="Minimum order (LKR)"
          inputMode="decimal"
          hint="0: no minimum"
          {...text('minimumOrder')}
        />
      </div>
      <div className="seller-delivery__row-end">
        <Switch
          label="Express delivery offered here"
          checked={row.expressOffered}
          onChange={(expressOffered) => onEdit({ expressOffered })}
        />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={`Remove zone ${number}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    </fieldset>
  );
}
