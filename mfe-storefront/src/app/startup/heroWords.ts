import type { Language } from '@greencart/contracts/languages';
import en from '../../i18n/en.json?startup';
import si from '../../i18n/si.json?startup';
import ta from '../../i18n/ta.json?startup';

/**
 * The home banner's default words in each language, for the start-up frame (`StartupFrame`),
 * which paints the hero before i18next and the catalogues load. Read from the catalogues
 * themselves (`home.heroTitle`, `home.heroLead`, `home.shopNow`, `home.exploreDeals`): the
 * `?startup` query makes each catalogue a module of its own here, which webpack tree-shakes to
 * the four messages read below (≈ 0.4 KB gzip for the three languages), while the full
 * catalogues stay in their own chunks (`i18n/catalogue.ts`). Every property is read straight off
 * the import, so webpack sees which ones are used.
 */
const WORDS = {
  en: {
    title: en.home.heroTitle,
    lead: en.home.heroLead,
    actions: { shopNow: en.home.shopNow, exploreDeals: en.home.exploreDeals },
  },
  si: {
    title: si.home.heroTitle,
    lead: si.home.heroLead,
    actions: { shopNow: si.home.shopNow, exploreDeals: si.home.exploreDeals },
  },
  ta: {
    title: ta.home.heroTitle,
    lead: ta.home.heroLead,
    actions: { shopNow: ta.home.shopNow, exploreDeals: ta.home.exploreDeals },
  },
} satisfies Record<Language, HeroWords>;

/** What the start-up frame's hero says. */
export interface HeroWords {
  title: string;
  lead: string;
  actions: { shopNow: string; exploreDeals: string };
}

/** The shop's default hero words in `language` (what the full app shows until the owner edits them). */
export function startupHeroWords(language: Language): HeroWords {
  return WORDS[language];
}
