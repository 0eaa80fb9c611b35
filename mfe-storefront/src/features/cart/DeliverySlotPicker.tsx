import { useId, useState } from 'react';
import { formatCents, type DeliverySlot } from '@greencart/contracts';
import { SelectField } from '@greencart/shared-ui';
import type { DeliverySlotChoices } from './deliveryApi';
import { slotDay, slotFeeCents, slotTimes } from './cartSlots';
import { useStorefrontT } from '../../i18n/catalogue';
import './delivery-slots.css';

/** Props of {@link DeliverySlotPicker}. */
export interface DeliverySlotPickerProps {
  choices: DeliverySlotChoices;
  selectedId: string | null;
  onSelect: (slotId: string) => void;
  /** The goods subtotal, to show each slot's fee as the cart would charge it. */
  subtotalCents: number;
  /** The zone's free-delivery threshold in cents (null: never free, or unknown). */
  freeFromCents: number | null;
}

/** The days the windows fall on, in order, each with its windows. */
function daysOf(slots: readonly DeliverySlot[]): { day: string; slots: DeliverySlot[] }[] {
  const days: { day: string; slots: DeliverySlot[] }[] = [];
  for (const slot of slots) {
    const day = slotDay(slot);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}

/**
 * "Delivery time" in the order summary, where the address's zone uses slots or offers express
 * (docs/DELIVERY.md, "Time slots"): express first with its promise, then a day and that day's
 * windows as radio buttons with their fee. A full, past-cut-off or closed window stays listed
 * but cannot be chosen, and says why in words.
 */
export function DeliverySlotPicker(props: DeliverySlotPickerProps) {
  const t = useStorefrontT();
  const { choices, selectedId, onSelect } = props;
  const days = daysOf(choices.slots);
  const selectedDay = choices.slots.find((slot) => slot.id === selectedId);
  const firstOpen = days.find((d) => d.slots.some((slot) => slot.available)) ?? days[0];
  const [shownDay, setShownDay] = useState<string | null>(null);
  const day = shownDay ?? (selectedDay ? slotDay(selectedDay) : firstOpen?.day);
  const windows = days.find((d) => d.day === day)?.slots ?? [];
  const name = useId();

  const option = (slot: DeliverySlot, text: string, promise?: string) => {
    const fee = slotFeeCents(slot, props.subtotalCents, props.freeFromCents);
    return (
      <label
        key={slot.id}
        className={slot.available ? 'sf-slot' : 'sf-slot sf-slot--off'}
        data-slot={slot.id}
      >
        <input
          type="radio"
          name={name}
          value={slot.id}
          checked={selectedId === slot.id}
          disabled={!slot.available}
          onChange={() => onSelect(slot.id)}
        />
        <span className="sf-slot__text">
          <span className="sf-slot__time">{text}</span>
          {promise ? <span className="sf-slot__promise">{promise}</span> : null}
        </span>
        <span className="sf-slot__fee">
          {slot.available ? (fee > 0 ? formatCents(fee) : t('checkout.free')) : null}
          {slot.reason ? (
            <span className="sf-slot__reason">{t(`checkout.slotReason.${slot.reason}`)}</span>
          ) : null}
        </span>
      </label>
    );
  };

  return (
    <fieldset className="sf-summary__block sf-slots">
      <legend className="sf-summary__label sf-slots__legend">{t('checkout.deliveryTime')}</legend>
      {choices.slotsRequired ? null : (
        // The zone needs no window: delivery without a chosen time stays the default.
        <label className="sf-slot">
          <input
            type="radio"
            name={name}
            value=""
            checked={selectedId === null}
            onChange={() => onSelect('')}
          />
          <span className="sf-slot__text sf-slot__text--standard">
            {t('checkout.standardDelivery')}
            <span className="sf-slot__promise">{t('checkout.noTimeChosen')}</span>
          </span>
          <span className="sf-slot__fee" />
        </label>
      )}
      {choices.express
        ? option(
            choices.express,
            t('checkout.express'),
            choices.express.label.replace(/^Express:\s*/, ''),
          )
        : null}
      {days.length > 0 ? (
        <>
          <SelectField
            label={t('checkout.day')}
            value={day ?? ''}
            onChange={(event) => setShownDay(event.target.value)}
            options={days.map((d) => ({
              value: d.day,
              label: d.slots.some((slot) => slot.available)
                ? d.day
                : t('checkout.dayFull', { day: d.day }),
            }))}
          />
          <div
            className="sf-slots__windows"
            role="group"
            aria-label={t('checkout.windowsOn', { day: day ?? '' })}
          >
            {windows.map((slot) => option(slot, slotTimes(slot)))}
          </div>
          {selectedDay && slotDay(selectedDay) !== day ? (
            <p className="sf-slots__chosen">{t('checkout.chosen', { slot: selectedDay.label })}</p>
          ) : null}
        </>
      ) : choices.slotsRequired ? (
        <p className="sf-muted">{t('checkout.noWindows')}</p>
      ) : null}
    </fieldset>
  );
}
