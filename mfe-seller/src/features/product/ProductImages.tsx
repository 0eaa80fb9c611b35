import { useRef, useState } from 'react';
import { MAX_PRODUCT_IMAGES, type Product } from '@greencart/contracts';
import { Button, assetUrl, cardImage, notify, useRuntimeConfig } from '@greencart/shared-ui';
import { useAddProductImagesMutation, useEditProductMutation } from './productApi';
import { useSellerT } from '../../i18n/catalogue';

/**
 * The product's images (at most 4, the first is the main one): move, remove, add. Removing
 * keeps the file, as past orders still show it.
 */
export function ProductImages({ product }: { product: Product }) {
  const t = useSellerT();
  const { apiUrl } = useRuntimeConfig();
  const [editProduct, editing] = useEditProductMutation();
  const [addImages, adding] = useAddProductImagesMutation();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const images = product.image;
  const room = MAX_PRODUCT_IMAGES - images.length;

  async function keep(next: string[], message: string) {
    const result = await editProduct({
      id: product._id,
      name: product.name,
      description: product.description,
      category: product.category,
      price: product.price,
      offerPrice: product.offerPrice,
      weight: product.weight ?? null,
      images: next,
    });
    if (result.error) notify.error((result.error as { message: string }).message);
    else notify.success(message);
  }
  const move = (index: number, by: number) => {
    const next = [...images];
    const [image] = next.splice(index, 1);
    next.splice(index + by, 0, image);
    void keep(next, t('product.imagesReordered'));
  };
  async function upload() {
    const form = new FormData();
    for (const file of chosen) form.append('images', file);
    const result = await addImages({ id: product._id, images: form });
    if (!result.error) {
      notify.success(t('product.imagesAdded'));
      setChosen([]);
      if (input.current) input.current.value = '';
    }
  }

  const busy = editing.isLoading || adding.isLoading;
  return (
    <section className="seller-product__images" aria-labelledby="seller-images-title">
      <h2 id="seller-images-title" className="seller-product__heading">
        {t('product.images')}
      </h2>
      <ol className="seller-images">
        {images.map((image, index) => (
          <li key={image} className="seller-images__item">
            <img src={cardImage(assetUrl(apiUrl, image))} alt="" width={96} height={96} />
            <span className="seller-images__label">
              {index === 0 ? t('product.mainImage') : t('product.imageValue', { value: index + 1 })}
            </span>
            <span className="seller-images__actions">
              <button
                type="button"
                className="seller-link"
                disabled={busy || index === 0}
                aria-label={t('product.moveImageValueUp', { value: index + 1 })}
                onClick={() => move(index, -1)}
              >
                {t('product.up')}
              </button>
              <button
                type="button"
                className="seller-link"
                disabled={busy || index === images.length - 1}
                aria-label={t('product.moveImageValueDown', { value: index + 1 })}
                onClick={() => move(index, 1)}
              >
                {t('product.down')}
              </button>
              <button
                type="button"
                className="seller-link"
                disabled={busy || images.length === 1}
                aria-label={t('product.removeImageValue', { value: index + 1 })}
                onClick={() =>
                  void keep(
                    images.filter((_, i) => i !== index),
                    t('product.imageRemoved'),
                  )
                }
              >
                {t('product.remove')}
              </button>
            </span>
          </li>
        ))}
      </ol>
      {room > 0 ? (
        <div className="seller-images__add">
          <label htmlFor="seller-add-images">{t('product.addImagesUpToRoom', { room })}</label>
          <input
            id="seller-add-images"
            ref={input}
            type="file"
            accept="image/*"
            multiple
            onChange={(event) => setChosen(Array.from(event.target.files ?? []).slice(0, room))}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={busy || chosen.length === 0}
            onClick={() => void upload()}
          >
            {t('product.upload')}
          </Button>
        </div>
      ) : (
        <p className="seller-muted">{t('product.aProductHasAtMost', { MAX_PRODUCT_IMAGES })}</p>
      )}
    </section>
  );
}
