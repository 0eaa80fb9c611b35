import { DEFAULT_SYNONYM_GROUPS } from '@greencart/contracts';
import { oneEditApart, SynonymIndex } from './search-synonyms.js';

describe('SynonymIndex', () => {
  const index = new SynonymIndex([
    { terms: ['Brinjal', 'aubergine', 'egg plant'] },
    { terms: ["Ladies' Fingers", 'okra'] },
  ]);

  it('replaces each name by all the names of its group, other words kept', () => {
    expect(index.expand('fresh egg plant')).toBe(
      "'fresh' & ('brinjal' | 'aubergine' | ('egg' & 'plant'))",
    );
    expect(index.expand('Ladies’ fingers')).toBe("(('ladies' & 'fingers') | 'okra')");
  });

  it('forgives one typo in a long name, and leaves other texts alone', () => {
    expect(index.expand('aubergene')).toBe("('brinjal' | 'aubergine' | ('egg' & 'plant'))");
    expect(index.expand('brown eggs')).toBe('');
    expect(index.expand("'; drop table --")).toBe('');
  });

  it('ships a default list of at least 60 groups', () => {
    expect(DEFAULT_SYNONYM_GROUPS.length).toBeGreaterThanOrEqual(60);
  });
});

describe('oneEditApart', () => {
  it.each([
    ['mlik', 'milk', true],
    ['mik', 'milk', true],
    ['millk', 'milk', true],
    ['mulk', 'milk', true],
    ['milk', 'milk', false],
    ['mkli', 'milk', false],
  ])('%s / %s → %s', (a, b, expected) => {
    expect(oneEditApart(a, b)).toBe(expected);
  });
});
