import { useEffect, useState } from 'react';
import { Link } from '@greencart/shared-ui/router';
import type { Language } from '@greencart/contracts/languages';
import { categoryLabel, findCategory } from '@greencart/contracts/categories';
import { assetUrl, cardImage } from '@greencart/shared-ui/images';
import { earlyGet, inLanguage } from './earlyAnswers';
import { FRAME_FONTS, useFontLoaded } from './landingPaint';
import { startupPageWords, type PageWords } from './pageWords';
import '@greencart/shared-ui/field.css';
import '../../features/products/products.css';
import './frameFonts.css';

/**
 * Start-up frames of the listing and product pages (App.tsx, docs/FRONTEND-CONTRACT.md "How a
 * page loads"): they paint the page's largest image from the API answer the shell preloaded,
 * before the full app (store, RTK Query, axios, i18next, contracts) is requested. Same classes
 * and boxes as the full app's screens (`ProductListing` + `ProductCard`, `ProductDetailPage`),
 * so the image stays where it is when the full app replaces the frame; the rest of each
 * screen (card texts, prices, buttons) comes with the full app. The answers are kept for the
 * store (earlyAnswers.ts), which does not fetch them again.
 */

/** Only the fields the frames read. */
interface FrameProduct {
  _id: string;
  name: string;
  category: string;
  image: string[];
}

/** Cards the listing frame paints: the first row on a phone (`ABOVE_THE_FOLD_CARDS`). */
const FRAME_CARDS = 2;
/** The card and main image sizes of ProductCard and ProductGallery. */
const CARD_IMAGE_SIZE = 240;
const MAIN_IMAGE_SIZE = 480;

/** Props of the frames: where the API is, the page's language, and the GET. */
export interface PageFrameProps {
  apiUrl: string;
  language: Language;
  /** The landing page's first API GET (routes.json, filled: `apiCallsFor`). */
  path: string;
  /** Called when the frame has nothing to paint (no answer, no product, no image). */
  onNothing: () => void;
}

/** The answer to `path` in `language`, or null while it is on its way (`onNothing` on failure). */
function useEarlyAnswer<T>(
  { apiUrl, language, path, onNothing }: PageFrameProps,
  paints: (answer: T) => boolean,
): T | null {
  const [answer, setAnswer] = useState<T | null>(null);
  useEffect(() => {
    let active = true;
    earlyGet<T>(apiUrl, inLanguage(path, language)).then(
      (body) => {
        if (!active) return;
        if (paints(body)) setAnswer(body);
        else onNothing();
      },
      () => active && onNothing(),
    );
    return () => void (active = false);
    // One GET per frame: the props do not change while it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return answer;
}

/**
 * True once the frame part of the script font of `language` (Sinhala or Tamil: only the glyphs
 * of these frames' words, frameFonts.css) and `Outfit Start` (the spaces and punctuation
 * between them, fonts.css) have arrived, or failed, or 3 s passed; at once for English and
 * where fonts cannot be loaded. The frames wait for them before they lay out their words: drawn
 * in fallbacks first (on a computer without the script, empty boxes), the heading, the sort
 * field and the breadcrumb wrapped differently once the fonts arrived, moving the images below
 * them (a layout shift of up to 0.11 on a phone). Outfit itself (32 KB) is not waited for: as
 * in English, the frame's Latin letters are drawn in its metric-matched fallback, and it loads
 * after the largest paint rather than beside the image; so does the whole script font.
 */
const useFrameFont = (language: Language): boolean => useFontLoaded(true, FRAME_FONTS[language]);

/** The listing's heading and sort field, as `ProductListing` lays them out. */
function ListingHeader({ title, words }: { title: string; words: PageWords }) {
  return (
    <div className="sf-page__header sf-listing__header sf-frame-words">
      <h1 className="sf-page__title">{title}</h1>
      <div className="gc-field sf-listing__sort">
        <label htmlFor="sf-sort-frame" className="gc-field__label">
          {words.sortBy}
        </label>
        <select id="sf-sort-frame" className="gc-field__control" disabled>
          {words.sorts.map((label) => (
            <option key={label}>{label}</option>
          ))}
        </select>
      </div>
    </div>
  );
}

type ListingAnswer = { products: FrameProduct[] };

/**
 * /products and a category: the heading, the sort field and the first cards with their
 * images, in the boxes `ProductCard` gives them.
 */
export function ListingFrame(props: PageFrameProps & { category?: string }) {
  const { apiUrl, category } = props;
  const words = startupPageWords(props.language);
  const known = category === undefined ? null : findCategory(category);
  const answer = useEarlyAnswer<ListingAnswer>(
    props,
    (body) =>
      known !== undefined &&
      (body.products ?? []).slice(0, FRAME_CARDS).some((p) => p.image.length > 0),
  );
  const title = known ? categoryLabel(known.path, props.language) : words.allProducts;
  const fontReady = useFrameFont(props.language);
  // Not a category: the full app says so (no products to paint here).
  if (known === undefined || !fontReady) return <section className="sf-page" />;
  return (
    <section className="sf-page">
      <ListingHeader title={title} words={words} />
      {answer ? (
        <ul className="sf-grid">
          {answer.products.slice(0, FRAME_CARDS).map((product) => (
            <li key={product._id}>
              {/* A stand-in, not the card (the full app's <article>): only its image box. */}
              <div className="sf-card">
                <div className="sf-card__media">
                  {product.image[0] ? (
                    <img
                      src={cardImage(assetUrl(apiUrl, product.image[0]))}
                      alt={product.name}
                      width={CARD_IMAGE_SIZE}
                      height={CARD_IMAGE_SIZE}
                      loading="eager"
                      fetchPriority="high"
                      decoding="async"
                    />
                  ) : (
                    <div className="sf-card__noimage" />
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

type ProductAnswer = { product: FrameProduct };

/** A product page: the breadcrumb and the main image, as `ProductDetailPage` lays them out. */
export function ProductFrame(props: PageFrameProps) {
  const { apiUrl, language } = props;
  const words = startupPageWords(language);
  const answer = useEarlyAnswer<ProductAnswer>(props, (body) => Boolean(body.product?.image[0]));
  const fontReady = useFrameFont(language);
  if (!answer || !fontReady) return <div className="sf-page" />;
  const { product } = answer;
  const category = findCategory(product.category);
  const crumbs = [
    { label: words.home, to: '/' },
    { label: words.products, to: '/products' },
    {
      label: category ? categoryLabel(category.path, language) : product.category,
      to: `/products/${product.category.toLowerCase()}`,
    },
  ];
  return (
    <div className="sf-page">
      <nav aria-label={words.breadcrumb} className="sf-breadcrumb sf-frame-words">
        <ol>
          {crumbs.map((crumb) => (
            <li key={crumb.to}>
              <Link to={crumb.to}>{crumb.label}</Link>
            </li>
          ))}
          <li>
            {/* The product's name only in English: in Sinhala or Tamil its letters may have no
                glyph in the frame font, and drawing it in the whole font would fetch that
                beside the image. The last crumb takes the line's rest whatever it holds
                (products.css), so the full app's name moves nothing. */}
            <span aria-current="page">{language === 'en' ? product.name : null}</span>
          </li>
        </ol>
      </nav>
      <div className="sf-detail">
        <div className="sf-gallery">
          {product.image.length > 1 ? (
            <ul className="sf-gallery__thumbs" aria-hidden="true">
              {product.image.map((image) => (
                <li key={image}>
                  <button type="button" className="sf-gallery__thumb" tabIndex={-1}>
                    <span className="sf-gallery__thumb-slot" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="sf-gallery__main">
            <img
              src={assetUrl(apiUrl, product.image[0] ?? '')}
              alt={product.name}
              width={MAIN_IMAGE_SIZE}
              height={MAIN_IMAGE_SIZE}
              fetchPriority="high"
            />
          </div>
        </div>
      </div>
    </div>
  );
}
