import type { Category } from '@greencart/contracts';

/** Simple drawn pictures for the category tiles (no image requests). */
const ART: Record<Category, { colour: string; paths: string[] }> = {
  Vegetables: {
    colour: '#2f855a',
    paths: [
      'M32 54c-10-8-14-20-8-32 6 8 10 18 8 32z',
      'M32 54c10-8 14-20 8-32-6 8-10 18-8 32z',
      'M32 56V26',
    ],
  },
  Fruits: {
    colour: '#c53030',
    paths: [
      'M32 22c-12-6-22 2-20 16 2 12 10 20 20 18 10 2 18-6 20-18 2-14-8-22-20-16z',
      'M32 22c0-6 2-10 8-12',
    ],
  },
  Drinks: {
    colour: '#2b6cb0',
    paths: ['M24 14h16l-2 40a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2z', 'M25 28h14', 'M36 14l4-8'],
  },
  Instant: {
    colour: '#b7791f',
    paths: [
      'M12 30h40c0 12-8 22-20 22S12 42 12 30z',
      'M22 24c2-4-2-6 0-10M32 24c2-4-2-6 0-10M42 24c2-4-2-6 0-10',
    ],
  },
  Dairy: {
    colour: '#4a5568',
    paths: ['M24 16h16v8l4 8v22H20V32l4-8z', 'M24 16v-6h16v6', 'M20 38h24'],
  },
  Bakery: {
    colour: '#9c4221',
    paths: ['M12 36c0-10 8-18 20-18s20 8 20 18v10H12z', 'M22 26l4 14M32 24v16M42 26l-4 14'],
  },
  Grains: {
    colour: '#975a16',
    paths: [
      'M32 58V18',
      'M32 24c-6-2-8-8-6-12 4 2 6 6 6 12zM32 24c6-2 8-8 6-12-4 2-6 6-6 12z',
      'M32 36c-6-2-8-8-6-12 4 2 6 6 6 12zM32 36c6-2 8-8 6-12-4 2-6 6-6 12z',
    ],
  },
};

/** The drawing of one category. Decorative: the tile's text names the category. */
export function CategoryArt({ category }: { category: Category }) {
  const { colour, paths } = ART[category];
  return (
    <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke={colour}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
