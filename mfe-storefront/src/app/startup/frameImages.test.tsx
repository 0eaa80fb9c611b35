import type { ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import frameImages from '../frameImages.json';
import routes from '../routes.json';
import { frameImageUrls, type FrameImages } from '../../../../shell/src/early/earlyLoads';
import { ListingFrame, ProductFrame, type PageFrameProps } from './PageFrames';

/*
 * frameImages.json tells the shell's inline script which images to preload from a page's first
 * GET (field, count, card size: `frameImageUrls`); the start-up frames (PageFrames.tsx) paint
 * images from the same answer. Preloading others than the frame paints costs the page's largest
 * paint twice (an image nobody paints, then the painted one requested late): they must agree.
 */

const API = 'http://api.test:4000';

/** Products whose images are relative, absolute and already card-sized, all `.webp`. */
const PRODUCTS = ['a', 'b', 'c'].map((id, i) => ({
  _id: id,
  name: `Product ${id}`,
  category: 'Vegetables',
  image: [
    i === 1 ? `https://cdn.test/uploads/${id}.webp` : `/uploads/${id}.webp`,
    `/uploads/${id}-2.webp`,
  ],
}));

/** Each page with frame images: its frame, the answer to its first GET and that GET's path. */
const PAGES: Record<string, { frame: (props: PageFrameProps) => ReactElement; answer: unknown }> = {
  products: {
    frame: (props) => <ListingFrame {...props} />,
    answer: { success: true, products: PRODUCTS },
  },
  category: {
    frame: (props) => <ListingFrame {...props} category="vegetables" />,
    answer: { success: true, products: PRODUCTS },
  },
  product: {
    frame: (props) => <ProductFrame {...props} />,
    answer: { success: true, product: PRODUCTS[0] },
  },
};

/** The route's first GET as the frame asks it (`{n}` filled as the shell fills it). */
function firstGet(page: string): string {
  const route = routes.find((r) => r.page === page);
  if (!route) throw new Error(`no route for ${page}`);
  return route.api[0].replace('{1}', 'vegetables').replace(/\{\d+\}/g, 'a');
}

afterEach(() => {
  delete window.__greencartEarlyAnswers;
});

describe('frameImages.json and the frames it preloads for', () => {
  it('names every page whose frame paints images, and only those', () => {
    expect(Object.keys(frameImages).sort()).toEqual(Object.keys(PAGES).sort());
    for (const page of Object.keys(PAGES))
      expect(routes.find((r) => r.page === page)).toMatchObject({ paintsImage: true });
  });

  it.each(Object.keys(PAGES))(
    '%s: the shell preloads exactly the images the frame paints (field, count, card size)',
    async (page) => {
      const { frame, answer } = PAGES[page];
      const path = firstGet(page);
      // The answer the inline script fetched, as the frame takes it (earlyAnswers.ts).
      window.__greencartEarlyAnswers = {
        [`${API}${path}`]: Promise.resolve({
          ok: true,
          status: 200,
          json: async () => answer,
        } as unknown as Response),
      };
      const preloaded = frameImageUrls(
        answer,
        (frameImages as Record<string, FrameImages>)[page],
        API,
      );
      const { container } = render(
        <MemoryRouter>
          {frame({ apiUrl: API, language: 'en', path, onNothing: () => undefined })}
        </MemoryRouter>,
      );
      await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
      const painted = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      expect(preloaded.length).toBeGreaterThan(0);
      expect(painted).toEqual(preloaded);
    },
  );
});
