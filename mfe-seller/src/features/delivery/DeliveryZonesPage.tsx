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
import { useSellerT } from '../../i18n/catalogue';

/**
 * /seller/delivery (owner and manager: `settings.write`): where the shop delivers and for how
 * much (docs/DELIVERY.md). Each zone lists postcodes (exact codes and prefixes) and area
 * names (an exact code beats a prefix, which beats an area, which beats `*`), its delivery fee, the goods subtotal from which delivery is free and
 * the minimum order. The seller edits the whole list and saves it at once.
 */
export function DeliveryZonesPage() {
  const t = useSellerT();
  const {
    data: zones,
    isLoading,
    isError,
    refetch,
  } = useDeliveryZonesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  let content;
  if (isLoading) content = <Spinner size="lg" label={t('delivery.loadingTheDeliveryZones')} />;
  else if (isError || !zones) {
    content = <LoadFailed what={t('delivery.theDeliveryZones')} onRetry={() => void refetch()} />;
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
        {t('delivery.delivery')}
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
  const t = useSellerT();
  const saved = zones.filter((zone): zone is DeliveryZone & { id: string } => Boolean(zone.id));
  const [zoneId, setZoneId] = useState<string | null>(null);
  const zone = saved.find((z) => z.id === zoneId) ?? saved[0];
  return (
    <section className="seller-delivery__slots" aria-labelledby="seller-slots-title">
      <h2 id="seller-slots-title" className="seller-delivery__subtitle">
        {t('delivery.timeSlotsAndExpress')}
      </h2>
      {zone ? (
        <>
          <SelectField
            label={t('delivery.zone')}
            className="seller-delivery__zone-pick"
            value={zone.id}
            onChange={(event) => setZoneId(event.target.value)}
            options={saved.map((z) => ({ value: z.id, label: z.name }))}
          />
          <SlotTemplateEditor key={zone.id} zone={zone} />
        </>
      ) : (
        <p className="seller-delivery__intro">{t('delivery.saveAZoneFirstTo')}</p>
      )}
    </section>
  );
}

/** The editable list of zones. */
function ZonesForm({ zones }: { zones: readonly DeliveryZone[] }) {
  const t = useSellerT();
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
        {t('delivery.anAddressFallsInThe')}
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
          {t('delivery.addAZone')}
        </Button>
        <Button type="submit" loading={isLoading}>
          {t('delivery.save')}
        </Button>
        <p className="seller-delivery__status" role="status">
          {changed ? t('delivery.unsavedChanges') : ''}
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
  const t = useSellerT();
  const text = (field: ZoneField) => ({
    value: row[field],
    error: errors[field],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => onEdit({ [field]: event.target.value }),
  });
  return (
    <fieldset className="seller-delivery__zone">
      <legend className="seller-delivery__legend">
        {t('delivery.zoneNumbervalue', {
          number,
          value: row.name.trim() ? `: ${row.name.trim()}` : '',
        })}
      </legend>
      <TextField label={t('delivery.name')} data-zone={row.key} {...text('name')} />
      <TextField
        label={t('delivery.postcodes')}
        hint={t('delivery.exactCodes00100PrefixesEnding')}
        aria-describedby={describedBy}
        spellCheck={false}
        {...text('postcodes')}
      />
      <TextAreaField
        label={t('delivery.areas')}
        hint={t('delivery.areaOrTownNamesAs')}
        rows={2}
        spellCheck={false}
        {...text('areas')}
      />
      <div className="seller-delivery__amounts">
        <TextField
          label={t('delivery.deliveryFeeLkr')}
          inputMode="decimal"
          hint={t('delivery.n0Free')}
          {...text('fee')}
        />
        <TextField
          label={t('delivery.freeDeliveryFromLkr')}
          inputMode="decimal"
          hint={t('delivery.goodsSubtotalEmptyNeverFree')}
          {...text('freeDeliveryFrom')}
        />
        <TextField
          label={t('delivery.minimumOrderLkr')}
          inputMode="decimal"
          hint={t('delivery.n0NoMinimum')}
          {...text('minimumOrder')}
        />
      </div>
      <div className="seller-delivery__row-end">
        <Switch
          label={t('delivery.expressDeliveryOfferedHere')}
          checked={row.expressOffered}
          onChange={(expressOffered) => onEdit({ expressOffered })}
        />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={t('delivery.removeZoneNumber', { number })}
          onClick={onRemove}
        >
          {t('delivery.remove')}
        </Button>
      </div>
    </fieldset>
  );
}
