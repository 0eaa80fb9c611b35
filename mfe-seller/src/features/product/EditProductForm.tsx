import { useState, type FormEvent } from 'react';
import {
  CATALOGUE_MESSAGES,
  CATEGORIES,
  FIELD_LIMITS,
  MAX_WEIGHT_LENGTH,
  type Product,
} from '@greencart/contracts';
import {
  Button,
  SelectField,
  TextAreaField,
  TextField,
  fieldErrorOf,
  notify,
  type ApiError,
} from '@greencart/shared-ui';
import { useEditProductMutation } from './productApi';
import { fieldOfServerError } from '../add-product/serverFieldError';
import {
  barcodeOf,
  soldByData,
  splitDescription,
  translationValuesOf,
  translationsOf,
  unitPrices,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from '../add-product/productForm';
import { SoldByFields } from '../add-product/SoldByFields';
import { TranslationFields } from '../add-product/TranslationFields';
import { useSellerT } from '../../i18n/catalogue';

/** The product's text fields, as the add form holds them. */
function valuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description.join('\n'),
    category: product.category,
    price: String(product.price),
    offerPrice: String(product.offerPrice),
    weight: product.weight ?? '',
    // Stock is counted in the stock panel, not with these fields: never sent from here.
    onHand: '',
    soldBy: product.soldBy ?? 'unit',
    stepGrams: String(product.stepGrams ?? 250),
    pricePerKg: product.pricePerKg === undefined ? '' : String(product.pricePerKg),
    offerPricePerKg: product.offerPricePerKg === undefined ? '' : String(product.offerPricePerKg),
    barcode: product.barcode ?? '',
    ...translationValuesOf(product),
  };
}

/** Edits every text field of a product with the add form's rules (client and server). */
export function EditProductForm({ product }: { product: Product }) {
  const t = useSellerT();
  const [editProduct, { isLoading }] = useEditProductMutation();
  const [values, setValues] = useState(() => valuesOf(product));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = validateProductForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await editProduct({
      id: product._id,
      name: values.name.trim(),
      description: splitDescription(values.description),
      category: values.category,
      ...unitPrices(values),
      weight: values.weight.trim() || null,
      // Empty removes it.
      barcode: barcodeOf(values),
      // How it is sold: a product sold by weight must say so on every edit (docs/PRODUCTS.md).
      ...soldByData(values),
      // Every edit sends them: emptied fields are removed ({} removes them all).
      translations: translationsOf(values),
      images: product.image,
    });
    if ('error' in result && result.error) {
      const error = result.error as ApiError;
      const field = fieldOfServerError(error);
      // Beside its field in the plain words the add form uses, else the server's own.
      if (field) setErrors({ [field]: fieldErrorOf(error)?.message ?? error.message });
      else notify.error(error.message);
      return;
    }
    notify.success(result.data.message || CATALOGUE_MESSAGES.productUpdated);
  }

  return (
    <form className="seller-product__form" onSubmit={(event) => void save(event)} noValidate>
      <h2 className="seller-product__heading">{t('product.details')}</h2>
      <TextField
        id="edit-name"
        label={t('product.productName')}
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        error={errors.name}
        maxLength={FIELD_LIMITS.productName}
        required
      />
      <TextAreaField
        id="edit-description"
        label={t('product.productDescription')}
        hint={t('product.oneBulletPointPerLine')}
        rows={4}
        value={values.description}
        onChange={(event) => set('description')(event.target.value)}
        error={errors.description}
      />
      <TranslationFields
        values={values}
        errors={errors}
        onChange={(field, value) => set(field)(value)}
        idPrefix="edit"
      />
      <SelectField
        id="edit-category"
        label={t('product.category')}
        value={values.category}
        options={CATEGORIES.map((c) => ({ value: c.path, label: c.label }))}
        onChange={(event) => set('category')(event.target.value)}
        error={errors.category}
      />
      <SoldByFields
        values={values}
        errors={errors}
        onChange={(field, value) => set(field)(value)}
        idPrefix="edit"
      />
      <div className="seller-product__row">
        {values.soldBy === 'weight' ? null : (
          <>
            <TextField
              id="edit-price"
              label={t('product.productPrice')}
              inputMode="decimal"
              value={values.price}
              onChange={(event) => set('price')(event.target.value)}
              error={errors.price}
            />
            <TextField
              id="edit-offer"
              label={t('product.offerPrice')}
              inputMode="decimal"
              value={values.offerPrice}
              onChange={(event) => set('offerPrice')(event.target.value)}
              error={errors.offerPrice}
            />
          </>
        )}
        <TextField
          id="edit-weight"
          label={t('product.weight')}
          hint={t('product.forExample500G')}
          value={values.weight}
          maxLength={MAX_WEIGHT_LENGTH}
          onChange={(event) => set('weight')(event.target.value)}
          error={errors.weight}
        />
        <TextField
          id="edit-barcode"
          label={t('product.barcode')}
          hint={t('product.optionalEan13OrUpc')}
          inputMode="numeric"
          autoComplete="off"
          value={values.barcode}
          maxLength={20}
          onChange={(event) => set('barcode')(event.target.value)}
          error={errors.barcode}
        />
      </div>
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Saving…' : t('product.saveChanges')}
      </Button>
    </form>
  );
}
