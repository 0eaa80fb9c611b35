import { useId, type ChangeEvent } from 'react';
import { Button } from '@greencart/shared-ui';
import { MAX_PRODUCT_IMAGES } from '@greencart/contracts';
import { UploadIcon } from '../layout/icons';
import { PreviewImage } from './PreviewImage';
import type { ImageSlots } from './imageSlots';
import { useSellerT } from '../../i18n/catalogue';

/** Props of {@link ImageSlotsField}. */
export interface ImageSlotsFieldProps {
  slots: ImageSlots;
  /** Files chosen in slot `index` (several when the picker allowed it). */
  onPick: (index: number, files: File[]) => void;
  onRemove: (index: number) => void;
  /** Why the last choice or the form's images were refused. */
  error?: string;
}

/**
 * The product's image slots: each a real, labelled file input (keyboard: Tab to it, Enter
 * or Space opens the picker) with a preview and a Remove button once filled.
 */
export function ImageSlotsField({ slots, onPick, onRemove, error }: ImageSlotsFieldProps) {
  const t = useSellerT();
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) onPick(index, files);
  }

  return (
    <fieldset className="seller-images" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="seller-images__legend">{t('addProduct.productImages')}</legend>
      <p id={hintId} className="seller-images__hint">
        {t('addProduct.upToMaxProductImages', { MAX_PRODUCT_IMAGES })}
      </p>
      <ul className="seller-images__slots">
        {slots.map((file, index) => {
          const inputId = `${baseId}-slot-${index}`;
          const number = index + 1;
          return (
            <li key={inputId} className="seller-image-slot">
              <input
                id={inputId}
                className="seller-image-slot__input"
                type="file"
                accept="image/*"
                multiple
                aria-invalid={error ? true : undefined}
                onChange={(event) => handleChange(index, event)}
              />
              <label htmlFor={inputId} className="seller-image-slot__label">
                {file ? (
                  <PreviewImage file={file} className="seller-image-slot__preview" />
                ) : (
                  <UploadIcon />
                )}
                <span className="gc-visually-hidden">
                  {file
                    ? t('addProduct.imageNumberNameChooseTo', { number, name: file.name })
                    : t('addProduct.imageNumberChooseAFile', { number })}
                </span>
              </label>
              {file ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="seller-image-slot__remove"
                  onClick={() => onRemove(index)}
                  aria-label={t('addProduct.removeImageNumberName', { number, name: file.name })}
                >
                  {t('addProduct.remove')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className="gc-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
