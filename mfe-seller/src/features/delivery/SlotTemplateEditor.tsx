import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  DEFAULT_TIME_ZONE,
  ERROR_CODES,
  ISO_WEEKDAYS,
  SLOT_MESSAGES,
  WEEKDAY_NAMES,
  type DeliveryZone,
  type IsoWeekday,
  type SlotTemplate,
} from '@greencart/contracts';
import {
  Button,
  Spinner,
  TextField,
  errorMessage,
  isApiError,
  notify,
  useRuntimeConfig,
} from '@greencart/shared-ui';
import { LoadFailed } from '../../common/LoadFailed';
import { useSaveSlotTemplateMutation, useSlotTemplateQuery } from './slotsApi';
import {
  NO_TEMPLATE_ERRORS,
  formOf,
  newWindowRow,
  templateErrorsOf,
  templateToSave,
  type TemplateErrors,
  type TemplateForm,
  type WindowRow,
} from './templateForm';
import { useSellerT } from '../../i18n/catalogue';

const DAY_WORDS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Seven labelled checkboxes, one per weekday, as a named group. */
function WeekdayBoxes({
  legend,
  days,
  error,
  onChange,
}: {
  legend: string;
  days: readonly IsoWeekday[];
  error?: string;
  onChange: (days: IsoWeekday[]) => void;
}) {
  const errorId = useId();
  return (
    <fieldset
      className="seller-slots__days"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="seller-slots__label">{legend}</legend>
      {ISO_WEEKDAYS.map((day) => (
        <label key={day} className="seller-slots__day">
          <input
            type="checkbox"
            checked={days.includes(day)}
            title={DAY_WORDS[day - 1]}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...days, day] : days.filter((other) => other !== day),
              )
            }
          />
          <span>{WEEKDAY_NAMES[day - 1]}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="seller-slots__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One window of the week: its days, start, end and capacity, and Remove. */
function WindowFields({
  row,
  number,
  errors,
  onEdit,
  onRemove,
}: {
  row: WindowRow;
  number: number;
  errors: TemplateErrors['windows'][number];
  onEdit: (patch: Partial<WindowRow>) => void;
  onRemove: () => void;
}) {
  const t = useSellerT();
  return (
    <fieldset className="seller-slots__window">
      <legend className="seller-delivery__legend">
        {t('delivery.windowNumberStartEnd', { number, start: row.start, end: row.end })}
      </legend>
      <WeekdayBoxes
        legend={t('delivery.days')}
        days={row.weekdays}
        error={errors?.weekdays}
        onChange={(weekdays) => onEdit({ weekdays })}
      />
      <div className="seller-slots__times">
        <TextField
          label={t('delivery.from')}
          type="time"
          data-window={row.key}
          value={row.start}
          error={errors?.start}
          onChange={(event) => onEdit({ start: event.target.value })}
        />
        <TextField
          label={t('delivery.to')}
          type="time"
          value={row.end}
          error={errors?.end}
          onChange={(event) => onEdit({ end: event.target.value })}
        />
        <TextField
          label={t('delivery.capacityOrders')}
          inputMode="numeric"
          value={row.capacity}
          error={errors?.capacity}
          onChange={(event) => onEdit({ capacity: event.target.value })}
        />
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={t('delivery.removeWindowNumber', { number })}
        onClick={onRemove}
      >
        {t('delivery.remove')}
      </Button>
    </fieldset>
  );
}

/**
 * The time slots of one zone (docs/DELIVERY.md, "Time slots"): its weekly windows with their
 * capacity, the lead time and the cut-off, and express delivery where the zone offers it. No
 * window: the zone uses no slots (orders to it need none).
 */
export function SlotTemplateEditor({ zone }: { zone: DeliveryZone & { id: string } }) {
  const t = useSellerT();
  const { data, isLoading, isError, refetch } = useSlotTemplateQuery(zone.id, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading)
    return <Spinner label={t('delivery.loadingTheTimeSlotsOf', { name: zone.name })} />;
  if (isError || !data) {
    return (
      <LoadFailed
        what={t('delivery.theTimeSlotsOfName', { name: zone.name })}
        onRetry={() => void refetch()}
      />
    );
  }
  return <TemplateFormView key={zone.id} zone={zone} template={data} />;
}

function TemplateFormView({
  zone,
  template,
}: {
  zone: DeliveryZone & { id: string };
  template: SlotTemplate;
}) {
  const t = useSellerT();
  const [save, { isLoading }] = useSaveSlotTemplateMutation();
  const [form, setForm] = useState<TemplateForm>(() => formOf(template));
  const [errors, setErrors] = useState<TemplateErrors>(NO_TEMPLATE_ERRORS);
  const [changed, setChanged] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const timeZone = useRuntimeConfig().timeZone ?? DEFAULT_TIME_ZONE;

  function edit(patch: Partial<TemplateForm>) {
    setForm((current) => ({ ...current, ...patch }));
    setErrors(NO_TEMPLATE_ERRORS);
    setChanged(true);
  }

  function editWindow(key: number, patch: Partial<WindowRow>) {
    edit({ windows: form.windows.map((w) => (w.key === key ? { ...w, ...patch } : w)) });
  }

  function focusWindow(key: number | null) {
    if (key === null) addRef.current?.focus();
    else formRef.current?.querySelector<HTMLInputElement>(`[data-window="${key}"]`)?.focus();
  }

  function addWindow() {
    const row = newWindowRow();
    flushSync(() => edit({ windows: [...form.windows, row] }));
    focusWindow(row.key);
  }

  function removeWindow(index: number) {
    const next = form.windows[index + 1] ?? form.windows[index - 1];
    flushSync(() => edit({ windows: form.windows.filter((_w, i) => i !== index) }));
    focusWindow(next ? next.key : null);
  }

  function showErrors(found: TemplateErrors) {
    flushSync(() => setErrors(found));
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group of days is not focusable itself: its first box is.
    (invalid?.tagName === 'FIELDSET' ? invalid.querySelector('input') : invalid)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = templateToSave(form);
    if ('errors' in check) {
      showErrors(check.errors);
      return;
    }
    const result = await save({ zoneId: zone.id, ...check.template });
    if (result.error) {
      const message = errorMessage(result.error);
      const field =
        isApiError(result.error) && result.error.code === ERROR_CODES.VALIDATION
          ? result.error.field
          : undefined;
      showErrors(templateErrorsOf(form, field, message));
      return;
    }
    setForm(formOf(result.data));
    setChanged(false);
    notify.success(SLOT_MESSAGES.templateSaved);
  }

  return (
    <form
      ref={formRef}
      className="seller-slots"
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id={titleId} className="seller-slots__title">
        {t('delivery.timeSlotsOfName', { name: zone.name })}
      </h3>
      <p className="seller-delivery__intro">{t('delivery.eachWindowTakesANumber', { timeZone })}</p>
      {errors.list ? (
        <p className="seller-delivery__alert" role="alert">
          {errors.list}
        </p>
      ) : null}
      <ol className="seller-delivery__list">
        {form.windows.map((row, index) => (
          <li key={row.key}>
            <WindowFields
              row={row}
              number={index + 1}
              errors={errors.windows[row.key]}
              onEdit={(patch) => editWindow(row.key, patch)}
              onRemove={() => removeWindow(index)}
            />
          </li>
        ))}
      </ol>
      <div>
        <Button ref={addRef} type="button" variant="secondary" onClick={addWindow}>
          {t('delivery.addAWindow')}
        </Button>
      </div>
      <div className="seller-delivery__amounts">
        <TextField
          label={t('delivery.leadTimeMinutes')}
          inputMode="numeric"
          hint={t('delivery.aWindowCanBeBooked')}
          value={form.leadTime}
          error={errors.leadTime}
          onChange={(event) => edit({ leadTime: event.target.value })}
        />
        <TextField
          label={t('delivery.cutOffTheDayBefore')}
          type="time"
          hint={t('delivery.afterThisTimeADay')}
          value={form.cutoff}
          error={errors.cutoff}
          onChange={(event) => edit({ cutoff: event.target.value })}
        />
      </div>
      <fieldset className="seller-slots__express">
        <legend className="seller-delivery__legend">{t('delivery.expressDelivery')}</legend>
        {zone.expressOffered ? null : (
          <p className="seller-delivery__intro">{t('delivery.notOfferedInThisZone')}</p>
        )}
        <div className="seller-delivery__amounts">
          <TextField
            label={t('delivery.expressOrdersPerPeriod')}
            inputMode="numeric"
            hint={t('delivery.n0ExpressOff')}
            value={form.expressCapacity}
            error={errors.expressCapacity}
            onChange={(event) => edit({ expressCapacity: event.target.value })}
          />
          <TextField
            label={t('delivery.periodMinutes')}
            inputMode="numeric"
            value={form.expressPeriod}
            error={errors.expressPeriod}
            onChange={(event) => edit({ expressPeriod: event.target.value })}
          />
          <TextField
            label={t('delivery.promiseMinutes')}
            inputMode="numeric"
            hint={t('delivery.deliveredWithinThisLongOf')}
            value={form.expressPromise}
            error={errors.expressPromise}
            onChange={(event) => edit({ expressPromise: event.target.value })}
          />
        </div>
        <WeekdayBoxes
          legend={t('delivery.expressOpenOn')}
          days={form.expressDays}
          error={errors.expressHours}
          onChange={(expressDays) => edit({ expressDays })}
        />
        <div className="seller-slots__times">
          <TextField
            label={t('delivery.opens')}
            type="time"
            value={form.expressOpen}
            onChange={(event) => edit({ expressOpen: event.target.value })}
          />
          <TextField
            label={t('delivery.closes')}
            type="time"
            value={form.expressClose}
            onChange={(event) => edit({ expressClose: event.target.value })}
          />
        </div>
      </fieldset>
      <div className="seller-delivery__actions">
        <Button type="submit" loading={isLoading}>
          {t('delivery.saveTimeSlots')}
        </Button>
        <p className="seller-delivery__status" role="status">
          {changed ? t('delivery.unsavedChangesToTheTime') : ''}
        </p>
      </div>
    </form>
  );
}
