import { useId } from 'react';
import { MAX_PRICE, MIN_PRICE, formatGrams, formatMoney } from '@greencart/contracts';
import { SelectField, TextField } from '@greencart/shared-ui';
import {
  STEP_CHOICES,
  offerPerKgText,
  stepPriceOf,
  type ProductFormErrors,
  type ProductFormValues,
} from './productForm';
import './sold-by.css';
import { useSellerT } from '../../i18n/catalogue';

const STEP_OPTIONS = STEP_CHOICES.map((grams) => ({
  value: String(grams),
  label: formatGrams(grams),
}));

/** Props of {@link SoldByFields}. */
export interface SoldByFieldsProps {
  values: ProductFormValues;
  errors: ProductFormErrors;
  onChange: (field: keyof ProductFormValues, value: string) => void;
  /** Prefix of the inputs' ids (two forms may share a page in tests). */
  idPrefix?: string;
}

/**
 * How a product is sold (issue 29): by the unit, or by weight with a step and prices per kg.
 * By weight, the shop charges one step's price per step ordered (worked out here as the store
 * will, to the cent; the offer per kg is optional) and the stock is counted in kilograms. The unit prices are the form's own
 * fields, shown by the caller only when the product is sold by the unit.
 */
export function SoldByFields({
  values,
  errors,
  onChange,
  idPrefix = 'sold-by',
}: SoldByFieldsProps) {
  const t = useSellerT();
  const name = useId();
  const weighed = values.soldBy === 'weight';
  const offerStep = stepPriceOf(offerPerKgText(values), values.stepGrams);
  return (
    <>
      <fieldset className="seller-sold-by">
        <legend className="seller-sold-by__legend">{t('addProduct.soldBy')}</legend>
        <label className="seller-sold-by__choice">
          <input
            type="radio"
            name={name}
            value="unit"
            checked={!weighed}
            onChange={() => onChange('soldBy', 'unit')}
          />
          {t('addProduct.byTheUnitAPrice')}
        </label>
        <label className="seller-sold-by__choice">
          <input
            type="radio"
            name={name}
            value="weight"
            checked={weighed}
            onChange={() => onChange('soldBy', 'weight')}
          />
          {t('addProduct.byWeightAPricePer')}
        </label>
      </fieldset>
      {weighed ? (
        <div className="seller-add__prices">
          <SelectField
            id={`${idPrefix}-step`}
            label={t('addProduct.step')}
            hint={t('addProduct.shoppersOrderMultiplesOfIt')}
            options={STEP_OPTIONS}
            value={values.stepGrams}
            error={errors.stepGrams}
            onChange={(event) => onChange('stepGrams', event.target.value)}
          />
          <TextField
            id={`${idPrefix}-per-kg`}
            label={t('addProduct.pricePerKg')}
            type="number"
            inputMode="decimal"
            min={MIN_PRICE}
            max={MAX_PRICE}
            step={MIN_PRICE}
            required
            value={values.pricePerKg}
            error={errors.pricePerKg}
            onChange={(event) => onChange('pricePerKg', event.target.value)}
          />
          <TextField
            id={`${idPrefix}-offer-per-kg`}
            label={t('addProduct.offerPricePerKg')}
            hint={t('addProduct.optionalEmptySellsAtThe')}
            type="number"
            inputMode="decimal"
            min={MIN_PRICE}
            max={MAX_PRICE}
            step={MIN_PRICE}
            value={values.offerPricePerKg}
            error={errors.offerPricePerKg}
            onChange={(event) => onChange('offerPricePerKg', event.target.value)}
          />
          <p className="seller-sold-by__step-price" aria-live="polite">
            {offerStep === null
              ? t('addProduct.enterThePricesPerKg')
              : t('addProduct.oneStepOfStepgramsCosts', {
                  stepGrams: formatGrams(Number(values.stepGrams)),
                  offerStep: formatMoney(offerStep),
                })}
          </p>
        </div>
      ) : null}
    </>
  );
}
