import { useState } from 'react';
import { cardImage } from '@greencart/shared-ui';
import { useLandingPainted } from '../../app/startup/landingPaint';
import { useStorefrontT } from '../../i18n/catalogue';

/** Side of the main product image in CSS pixels (reserved before it loads). */
const MAIN_IMAGE_SIZE = 480;
const THUMB_SIZE = 72;

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  /** Absolute image URLs; the first is shown first. */
  images: readonly string[];
  /** The product's name: the main image's alternative text. */
  name: string;
}

/** The product's main image and its thumbnails; choosing a thumbnail switches the main image. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const t = useStorefrontT();
  const [selected, setSelected] = useState(0);
  // Thumbnails load once the main image has (or failed) and, on landing, has painted: on a
  // slow link they would share the network with it, the page's largest paint. Their boxes
  // are sized meanwhile.
  const [mainSettled, setMainSettled] = useState(false);
  const landingPainted = useLandingPainted();
  const main = images[selected] ?? images[0];
  const settle = () => setMainSettled(true);

  return (
    <div className="sf-gallery">
      {images.length > 1 ? (
        <ul className="sf-gallery__thumbs" aria-label={t('productPage.images')}>
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className="sf-gallery__thumb"
                aria-label={t('productPage.showImage', { index: index + 1, count: images.length })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                {(mainSettled && landingPainted) || !main ? (
                  <img
                    src={cardImage(url)}
                    alt=""
                    width={THUMB_SIZE}
                    height={THUMB_SIZE}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="sf-gallery__thumb-slot" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="sf-gallery__main">
        {main ? (
          <img
            src={main}
            alt={name}
            width={MAIN_IMAGE_SIZE}
            height={MAIN_IMAGE_SIZE}
            fetchPriority="high"
            onLoad={settle}
            onError={settle}
          />
        ) : (
          <div className="sf-card__noimage" role="img" aria-label={name} />
        )}
      </div>
    </div>
  );
}
