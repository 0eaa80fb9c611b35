import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@greencart/shared-ui';
import { useSellerT } from '../../i18n/catalogue';

/** Props of {@link ScanField}. */
export interface ScanFieldProps {
  /** A code was scanned (or typed and Enter pressed). */
  onScan(code: string): void;
  disabled?: boolean;
}

/**
 * The USB scanner's way in: a scanner is a keyboard (a "keyboard wedge") that types the digits
 * and presses Enter, so a focused text field receives each scan; a person can type a code too.
 * The field is focused when the screen opens and again after each scan.
 */
export function ScanField({ onScan, disabled = false }: ScanFieldProps) {
  const t = useSellerT();
  const [code, setCode] = useState('');
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!disabled) input.current?.focus();
  }, [disabled]);
  return (
    <form
      className="seller-scan"
      onSubmit={(event) => {
        event.preventDefault();
        const scanned = code.trim();
        if (!scanned) return;
        setCode('');
        onScan(scanned);
        input.current?.focus();
      }}
    >
      <label htmlFor={inputId}>{t('picking.scanABarcode')}</label>
      <input
        ref={input}
        id={inputId}
        name="barcode"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={hintId}
        maxLength={32}
        disabled={disabled}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={disabled || !code.trim()}>
        {t('picking.tick')}
      </Button>
      <p id={hintId} className="seller-scan__hint">
        {t('picking.aUsbScannerTypesInto')}
      </p>
    </form>
  );
}
