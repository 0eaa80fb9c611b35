import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  CATALOGUE_MESSAGES,
  CATEGORIES,
  FIELD_LIMITS,
  MAX_PRICE,
  MAX_STOCK_QUANTITY,
  MAX_WEIGHT_LENGTH,
  MIN_PRICE,
} from '@greencart/contracts';
import {
  Button,
  SelectField,
  TextAreaField,
  TextField,
  errorMessage,
  fieldErrorOf,
  isApiError,
  notify,
} from '@greencart/shared-ui';
import { useAddProductMutation } from './addProductApi';
import { ImageSlotsField } from './ImageSlotsField';
import {
  EMPTY_PRODUCT_FORM,
  buildProductFormData,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from './productForm';
import { emptySlots, filledImages, noImageText, placeImages, type ImageSlots } from './imageSlots';
import { fieldOfServerError } from './serverFieldError';
import { SoldByFields } from './SoldByFields';
import { TranslationFields } from './TranslationFields';
import '../../common/common.css';
import './add-product.css';
import { useSellerT } from '../../i18n/catalogue';

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({
  value: category.path,
  label: category.label,
}));

/** Shown after a product was added when the server sent no message of its own. */
export const PRODUCT_ADDED = CATALOGUE_MESSAGES.productAdded;

/**
 * Add Product (the dashboard's index page). Checks every field before sending, shows each
 * problem beside its field, and sends `productData` + `images` as one multipart request.
 */
export function AddProductPage() {
  const t = useSellerT();
  const [addProduct, { isLoading }] = useAddProductMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT_FORM);
  const [slots, setSlots] = useState<ImageSlots>(emptySlots);
  const [errors, setErrors] = useState<ProductFormErrors>({});

  function update(field: keyof ProductFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function pickImages(index: number, files: File[]) {
    const result = placeImages(slots, index, files);
    if (result.error !== undefined) {
      setErrors((current) => ({ ...current, images: result.error }));
      return;
    }
    setSlots(result.slots);
    setErrors((current) => ({ ...current, images: undefined }));
  }

  function removeImage(index: number) {
    setSlots((current) => current.map((file, i) => (i === index ? null : file)));
  }

  /** Shows the errors and moves focus to the first rejected field, so it is announced. */
  function showErrors(found: ProductFormErrors) {
    flushSync(() => setErrors(found));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  /**
   * Beside the field the server names (in plain words when the server says which field,
   * not the validator's text), or as a toast when it names none.
   */
  function showServerError(error: unknown) {
    const field = isApiError(error) ? fieldOfServerError(error) : undefined;
    const words = isApiError(error) ? fieldErrorOf(error)?.message : undefined;
    if (field) showErrors({ [field]: words ?? errorMessage(error) });
    else notify.error(errorMessage(error));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const images = filledImages(slots);
    const found = validateProductForm(values);
    if (images.length === 0) found.images = noImageText();
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    const result = await addProduct(buildProductFormData(values, images));
    if (result.error) {
      showServerError(result.error);
      return;
    }
    notify.success(result.data.message || PRODUCT_ADDED);
    setValues(EMPTY_PRODUCT_FORM);
    setSlots(emptySlots());
    setErrors({});
  }

  return (
    <section className="seller-add" aria-labelledby="seller-add-title">
      <h1 id="seller-add-title" className="seller-page-title">
        {t('addProduct.addProduct')}
      </h1>
      <form ref={formRef} className="seller-add__form" onSubmit={submit} noValidate>
        <ImageSlotsField
          slots={slots}
          onPick={pickImages}
          onRemove={removeImage}
          error={errors.images}
        />
        <TextField
          label={t('addProduct.productName')}
          name="name"
          required
          maxLength={FIELD_LIMITS.productName}
          value={values.name}
          error={errors.name}
          onChange={(event) => update('name', event.target.value)}
        />
        <TextAreaField
          label={t('addProduct.productDescription')}
          name="description"
          rows={4}
          hint={t('addProduct.oneBulletPointPerLine')}
          value={values.description}
          error={errors.description}
          onChange={(event) => update('description', event.target.value)}
        />
        <TranslationFields values={values} errors={errors} onChange={update} idPrefix="add" />
        <SelectField
          label={t('addProduct.category')}
          name="category"
          required
          placeholder={t('addProduct.selectCategory')}
          options={CATEGORY_OPTIONS}
          value={values.category}
          error={errors.category}
          onChange={(event) => update('category', event.target.value)}
        />
        <SoldByFields values={values} errors={errors} onChange={update} idPrefix="add" />
        {values.soldBy === 'weight' ? null : (
          <div className="seller-add__prices">
            <TextField
              label={t('addProduct.productPrice')}
              name="price"
              type="number"
              inputMode="decimal"
              min={MIN_PRICE}
              max={MAX_PRICE}
              step={MIN_PRICE}
              required
              value={values.price}
              error={errors.price}
              onChange={(event) => update('price', event.target.value)}
            />
            <TextField
              label={t('addProduct.offerPrice')}
              name="offerPrice"
              type="number"
              inputMode="decimal"
              min={MIN_PRICE}
              max={MAX_PRICE}
              step={MIN_PRICE}
              required
              value={values.offerPrice}
              error={errors.offerPrice}
              onChange={(event) => update('offerPrice', event.target.value)}
            />
          </div>
        )}
        <div className="seller-add__prices">
          <TextField
            label={t('addProduct.weight')}
            name="weight"
            hint={t('addProduct.optionalForExample500G')}
            maxLength={MAX_WEIGHT_LENGTH}
            value={values.weight}
            error={errors.weight}
            onChange={(event) => update('weight', event.target.value)}
          />
          <TextField
            label={t('addProduct.barcode')}
            name="barcode"
            hint={t('addProduct.optionalEan13OrUpc')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={values.barcode}
            error={errors.barcode}
            onChange={(event) => update('barcode', event.target.value)}
          />
          {/* A product sold by weight is counted in kilograms, "12.5" (sent as grams). */}
          <TextField
            label={
              values.soldBy === 'weight' ? t('addProduct.stockCountKg') : t('addProduct.stockCount')
            }
            name="onHand"
            {...(values.soldBy === 'weight'
              ? { inputMode: 'decimal' as const }
              : {
                  type: 'number',
                  inputMode: 'numeric' as const,
                  min: '0',
                  max: MAX_STOCK_QUANTITY,
                  step: '1',
                })}
            hint={
              values.soldBy === 'weight'
                ? t('addProduct.optionalKilogramsOnHandLike')
                : t('addProduct.optionalUnitsOnHandLeave')
            }
            value={values.onHand}
            error={errors.onHand}
            onChange={(event) => update('onHand', event.target.value)}
          />
        </div>
        <Button type="submit" loading={isLoading} className="seller-add__submit">
          {t('addProduct.add')}
        </Button>
      </form>
    </section>
  );
}
