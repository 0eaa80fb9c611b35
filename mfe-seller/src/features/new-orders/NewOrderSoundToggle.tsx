import { useState } from 'react';
import { newOrderSoundOn, setNewOrderSound, unlockNewOrderTone } from './newOrderTone';
import './new-orders.css';
import { useSellerT } from '../../i18n/catalogue';

/**
 * The new-order sound's on/off switch (a checkbox with the switch role, so screen readers
 * say "on"/"off"); the choice is kept in this browser.
 */
export function NewOrderSoundToggle() {
  const t = useSellerT();
  const [on, setOn] = useState(newOrderSoundOn);
  return (
    <label className="seller-sound-toggle">
      <input
        type="checkbox"
        role="switch"
        className="seller-sound-toggle__input"
        checked={on}
        onChange={(event) => {
          const next = event.target.checked;
          setNewOrderSound(next);
          setOn(next);
          // This click is the gesture browsers need before a page may play sound.
          if (next) unlockNewOrderTone();
        }}
      />
      <span className="seller-sound-toggle__track" aria-hidden="true" />
      <span className="seller-sound-toggle__label">{t('newOrders.newOrderSound')}</span>
    </label>
  );
}
