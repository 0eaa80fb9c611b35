import { useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { SelectField, type SelectOption } from '../SelectField/SelectField';
import { classNames } from '../Field/classNames';
import './WindowPicker.css';

/** Props of {@link WindowPicker}. */
export interface WindowPickerProps {
  /** The select's label, e.g. "New delivery time". */
  label: string;
  /** Its first, empty choice, e.g. "Choose a time". */
  placeholder: string;
  /** The windows the order may move to (value: the window's id). */
  windows: readonly SelectOption[];
  /** The submit button, e.g. "Change it". */
  submitLabel: string;
  /** The button that closes the picker and keeps the window, e.g. "Keep my time". */
  keepLabel: string;
  /** True while the move is being sent (the submit button shows it is busy). */
  busy?: boolean;
  /** Called with the chosen window's id when the form is sent. */
  onPick: (windowId: string) => void;
  onKeep: () => void;
  /** Class added to the form. */
  className?: string;
}

/**
 * Moving an order to another delivery window: one labelled select of the windows and a submit
 * button, disabled until one is chosen, beside a button that keeps the current window. The
 * shopper's order page and the seller's use it (docs/DELIVERY.md, "Moving an order").
 */
export function WindowPicker(props: WindowPickerProps) {
  const [target, setTarget] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (target) props.onPick(target);
  }

  return (
    <form className={classNames('gc-window-picker', props.className)} onSubmit={submit}>
      <SelectField
        label={props.label}
        placeholder={props.placeholder}
        required
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        options={props.windows}
      />
      <div className="gc-window-picker__buttons">
        <Button type="submit" size="sm" loading={props.busy} disabled={!target}>
          {props.submitLabel}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={props.onKeep}>
          {props.keepLabel}
        </Button>
      </div>
    </form>
  );
}
