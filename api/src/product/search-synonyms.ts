import { normaliseSynonymTerm, type SynonymGroup } from '@greencart/contracts';

/**
 * Other names for the same food, as search uses them (docs/CATALOGUE.md): a map from every
 * name of every group to its group, built once per list, and the expansion of a search text
 * into a full-text query in which each name the shopper typed is replaced by any name of its
 * group. In memory: expanding a text costs no database query.
 */
export class SynonymIndex {
  private readonly groupOf = new Map<string, number>();
  /** The groups' names, each as its words. */
  private readonly groups: string[][][];
  /** Words in the longest name. */
  private readonly longest: number;
  /** Single-word names of 6 letters or more, for a typo in such a name ("aubergene"). */
  private readonly long: string[];

  constructor(groups: readonly SynonymGroup[]) {
    this.groups = groups.map((group) =>
      group.terms.map(normaliseSynonymTerm).flatMap((term) => (term ? [term.split(' ')] : [])),
    );
    this.groups.forEach((terms, index) => {
      for (const words of terms) {
        const key = words.join(' ');
        // A name in two groups belongs to the first.
        if (!this.groupOf.has(key)) this.groupOf.set(key, index);
      }
    });
    this.longest = Math.max(1, ...this.groups.flat().map((words) => words.length));
    this.long = [...this.groupOf.keys()].filter((key) => !key.includes(' ') && key.length >= 6);
  }

  /**
   * The `to_tsquery` text of a search text with each name of a group replaced by all names of
   * that group ("chocolate biscuits" → `'chocolate' & ('cookies' | 'biscuits' | …)`), or ''
   * when the text holds no such name. Names are matched as whole words, longest first.
   */
  expand(text: string): string {
    const words = normaliseSynonymTerm(text).split(' ').filter(Boolean);
    const parts: string[] = [];
    let expanded = false;
    for (let i = 0; i < words.length;) {
      const found = this.nameAt(words, i);
      if (found) {
        parts.push(`(${this.groups[found.group].map(andQuery).join(' | ')})`);
        expanded = true;
        i += found.length;
      } else {
        parts.push(andQuery([words[i]]));
        i += 1;
      }
    }
    return expanded ? parts.join(' & ') : '';
  }

  private nameAt(words: string[], start: number): { group: number; length: number } | undefined {
    for (let length = Math.min(this.longest, words.length - start); length >= 1; length -= 1) {
      const group = this.groupOf.get(words.slice(start, start + length).join(' '));
      if (group !== undefined) return { group, length };
    }
    const word = words[start];
    if (word.length < 6) return undefined;
    const near = this.long.find((name) => oneEditApart(word, name));
    return near === undefined ? undefined : { group: this.groupOf.get(near)!, length: 1 };
  }
}

/** Words that must all be there: `'a' & 'b'` (names hold letters and digits only). */
function andQuery(words: string[]): string {
  const query = words.map((word) => `'${word}'`).join(' & ');
  return words.length > 1 ? `(${query})` : query;
}

/** One letter added, dropped, changed, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
