import { FIELD_LIMITS } from '@greencart/contracts';
import { TextAreaField, TextField } from '@greencart/shared-ui';
import type { ProductFormErrors, ProductFormValues } from './productForm';
import './translations.css';
import { useSellerT } from '../../i18n/catalogue';

type TranslationField = 'nameSi' | 'descriptionSi' | 'nameTa' | 'descriptionTa';

/**
 * The product's Sinhala and Tamil name and description, all optional: a field left empty
 * shows the English one to shoppers in that language (docs/PRODUCTS.md "Translations"). Each
 * input says its language (`lang`), so the browser picks the script's font and spell-checker.
 */
export function TranslationFields({
  values,
  errors,
  onChange,
  idPrefix,
}: {
  values: ProductFormValues;
  errors: ProductFormErrors;
  onChange: (field: TranslationField, value: string) => void;
  idPrefix: string;
}) {
  const t = useSellerT();
  const languages = [
    { code: 'si', label: 'Sinhala', name: 'nameSi', description: 'descriptionSi' },
    { code: 'ta', label: 'Tamil', name: 'nameTa', description: 'descriptionTa' },
  ] as const;
  return (
    <fieldset className="seller-translations">
      <legend className="seller-translations__legend">
        {t('addProduct.sinhalaAndTamilOptional')}
      </legend>
      <p className="seller-translations__hint">{t('addProduct.shoppersWhoChoseSinhalaOr')}</p>
      <div className="seller-translations__languages">
        {languages.map((language) => (
          <div key={language.code} className="seller-translations__language">
            <TextField
              id={`${idPrefix}-${language.name}`}
              label={t('addProduct.productNameInLabel', { label: language.label })}
              name={language.name}
              lang={language.code}
              maxLength={FIELD_LIMITS.productName}
              value={values[language.name]}
              error={errors[language.name]}
              onChange={(event) => onChange(language.name, event.target.value)}
            />
            <TextAreaField
              id={`${idPrefix}-${language.description}`}
              label={t('addProduct.productDescriptionInLabel', { label: language.label })}
              name={language.description}
              lang={language.code}
              rows={3}
              hint={t('addProduct.oneBulletPointPerLine')}
              value={values[language.description]}
              error={errors[language.description]}
              onChange={(event) => onChange(language.description, event.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
