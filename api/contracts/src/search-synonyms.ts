/**
 * Other names for the same food (docs/CATALOGUE.md): groups of words a shopper may type for one
 * thing, used by search and suggestions in both directions ("eggplant" finds Brinjal, "brinjal"
 * finds an Eggplant). The seller manages the list in the portal; this is the list a new store
 * starts with, for a Sri Lankan grocer: British, American and South Asian English names, and common
 * Sinhala and Tamil names in Latin letters and, for staples, in their own scripts (a group may mix
 * scripts: කිරි / kiri / milk).
 */

/** Groups the seller may keep. */
export const SYNONYM_GROUPS_MAX = 500;
/** Names in one group (at least two: one name alone says nothing). */
export const SYNONYM_TERMS_MIN = 2;
export const SYNONYM_TERMS_MAX = 12;
/** Characters in one name. */
export const SYNONYM_TERM_MAX_LENGTH = 40;
/** A name: letters (any script, with their vowel signs and other marks), digits, spaces, apostrophes and hyphens. */
export const SYNONYM_TERM_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} '’-]*$/u;

/** The refusals of a list of groups, worded once for the API and the seller portal. */
export const SYNONYM_MESSAGES = {
  terms: `Each group needs ${SYNONYM_TERMS_MIN} to ${SYNONYM_TERMS_MAX} names`,
  term: `Each name has 1 to ${SYNONYM_TERM_MAX_LENGTH} letters, digits, spaces, apostrophes or hyphens`,
  groups: `At most ${SYNONYM_GROUPS_MAX} groups of names`,
} as const;

/**
 * Why a group's names would be refused (the `PUT /api/seller/synonyms` rules), or undefined
 * when they would be kept: {@link SYNONYM_TERMS_MIN}–{@link SYNONYM_TERMS_MAX} names, each of
 * 1–{@link SYNONYM_TERM_MAX_LENGTH} characters matching {@link SYNONYM_TERM_PATTERN}.
 */
export function synonymTermsProblem(terms: readonly string[]): string | undefined {
  if (terms.length < SYNONYM_TERMS_MIN || terms.length > SYNONYM_TERMS_MAX) {
    return SYNONYM_MESSAGES.terms;
  }
  const fits = (term: string) =>
    term.length <= SYNONYM_TERM_MAX_LENGTH && SYNONYM_TERM_PATTERN.test(term);
  return terms.every(fits) ? undefined : SYNONYM_MESSAGES.term;
}

export interface SynonymGroup {
  terms: string[];
}

export interface SynonymGroupsResponse {
  success: true;
  groups: SynonymGroup[];
}

export interface SynonymGroupsRequest {
  groups: SynonymGroup[];
}

/**
 * A name as search compares it: lower case, apostrophes dropped, other punctuation a space,
 * spaces collapsed ("Ladies' Fingers" → "ladies fingers").
 */
export function normaliseSynonymTerm(term: string): string {
  return (
    term
      .toLowerCase()
      .replace(/['’]/g, '')
      // Marks kept: Sinhala and Tamil vowel signs are marks (කිරි is ක ි ර ි).
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
      .trim()
  );
}

const g = (...terms: string[]): SynonymGroup => ({ terms });

/** The shipped default list (at least 60 groups). */
export const DEFAULT_SYNONYM_GROUPS: SynonymGroup[] = [
  // Vegetables
  g('brinjal', 'aubergine', 'eggplant', 'egg plant', 'wambatu', 'vambatu', 'kathirikai'),
  g('okra', "ladies' fingers", 'lady finger', 'bandakka', 'vendakkai', 'bhindi'),
  g('capsicum', 'bell pepper', 'sweet pepper', 'malu miris'),
  g('chilli', 'chili', 'chile', 'green chilli', 'amu miris', 'miris', 'milagai'),
  g('coriander', 'cilantro', 'koththamalli', 'kothamalli'),
  g('potato', 'ala', 'aloo', 'urulaikilangu', 'urulai kilangu', 'අල', 'உருளைக்கிழங்கு'),
  g('sweet potato', 'bathala', 'vathalai', 'sarkaraivalli'),
  g('tomato', 'thakkali', 'takkali', 'tamatie', 'තක්කාලි', 'தக்காளி'),
  g('onion', 'lunu', 'rathu lunu', 'vengayam', 'shallot', 'shallots', 'small onion'),
  g('garlic', 'sudu lunu', 'poondu', 'vellaipoondu'),
  g('ginger', 'inguru', 'inji'),
  g('carrot', 'karat', 'kerat'),
  g('beans', 'green beans', 'bonchi', 'french beans', 'string beans', 'avarai'),
  g('pumpkin', 'wattakka', 'poosanikai', 'squash'),
  g('bitter gourd', 'karavila', 'pavakkai', 'bitter melon'),
  g('snake gourd', 'pathola', 'pudalangai'),
  g('ridge gourd', 'wetakolu', 'peerkangai'),
  g('bottle gourd', 'labu', 'sorakkai', 'calabash'),
  g('drumstick', 'murunga', 'murungakkai', 'moringa'),
  g('cabbage', 'gova', 'muttaikose'),
  g('cauliflower', 'mal gova', 'gobi'),
  g('beetroot', 'beet', 'beets'),
  g('radish', 'mooli', 'rabu', 'mullangi'),
  g('spinach', 'nivithi', 'keerai', 'palak'),
  g('leeks', 'leek', 'liks'),
  g('cucumber', 'pipinna', 'vellarikkai'),
  g('courgette', 'zucchini'),
  g('spring onion', 'scallion', 'green onion'),
  g('rocket', 'arugula'),
  g('mushroom', 'mushrooms', 'hathu', 'kaalan'),
  g('jackfruit', 'kos', 'polos', 'palaa'),
  g('breadfruit', 'del', 'eerapalaa'),
  g('manioc', 'cassava', 'manyokka', 'maravalli', 'tapioca', 'yuca'),
  g('curry leaves', 'karapincha', 'karuveppilai'),
  // Fruit
  g('banana', 'kesel', 'kehel', 'vazhaipazham', 'plantain', 'ambul'),
  g('mango', 'amba', 'manga', 'maampazham'),
  g('orange', 'dodam', 'thodam', 'narangi'),
  g('lime', 'dehi', 'elumichai', 'lemon'),
  g('papaya', 'papol', 'pawpaw', 'pappali'),
  g('pineapple', 'annasi', 'annachi'),
  g('grapes', 'midi', 'thirachai'),
  g('apple', 'apal', 'aappil'),
  g('coconut', 'pol', 'thengai', 'thenkai'),
  g('king coconut', 'thambili', 'sevvilaneer'),
  g('watermelon', 'komadu', 'tharpoosani'),
  g('avocado', 'alligator pear', 'butter fruit', 'aligata pera'),
  g('guava', 'pera', 'koyya'),
  g('passion fruit', 'passion', 'vel dodam'),
  // Drinks
  g('cola', 'coke', 'soft drink', 'fizzy drink', 'pop'),
  g('mineral water', 'bottled water', 'drinking water', 'wathura', 'thanneer'),
  g('orange juice', 'oj'),
  g('fizzy', 'sparkling', 'carbonated'),
  g('soda', 'soda water', 'club soda'),
  g('tea', 'thé', 'thee', 'tey'),
  // Instant food
  g('instant noodles', 'maggi', 'ramen', 'pot noodle'),
  g('macaroni cheese', 'mac and cheese', 'mac n cheese', 'macaroni and cheese'),
  g('soup', 'broth', 'hodi'),
  // Dairy
  g('milk', 'kiri', 'paal', 'pal', 'කිරි', 'பால்'),
  g('yoghurt', 'yogurt', 'curd', 'dahi', 'thayir', 'yogurt cup'),
  g('butter', 'bata'),
  g('cheese', 'chees', 'paneer'),
  g('eggs', 'egg', 'bittara', 'biththara', 'muttai', 'muttay', 'බිත්තර', 'முட்டை'),
  g('cream', 'single cream', 'heavy cream', 'double cream'),
  // Bakery
  g('bread', 'paan', 'pan', 'loaf', 'roti paan'),
  g('cookies', 'cookie', 'biscuits', 'biscuit', 'biskat'),
  g('muffin', 'cupcake', 'fairy cake'),
  g('croissant', 'crescent roll'),
  g('bun', 'buns', 'roll', 'bread roll', 'banis'),
  g('cake', 'kek', 'gateau'),
  // Grains and pantry
  g('rice', 'haal', 'hal', 'arisi', 'bath', 'sahal', 'සහල්', 'அரிசி'),
  g('lentils', 'lentil', 'dhal', 'dal', 'dhall', 'parippu', 'paruppu', 'masoor', 'masoor dal'),
  g('flour', 'plain flour', 'all purpose flour', 'atta', 'piti', 'maavu', 'wheat flour'),
  g('oats', 'porridge oats', 'oatmeal', 'rolled oats'),
  g('chickpeas', 'chick peas', 'garbanzo', 'kadala', 'kadalai', 'chana'),
  g('green gram', 'mung beans', 'moong', 'mun eta', 'payaru'),
  g('sugar', 'seeni', 'sini', 'sarkarai'),
  g('salt', 'lunu kudu', 'uppu'),
  g('coconut oil', 'pol thel', 'thengai ennai'),
  g('cornflour', 'cornstarch', 'corn starch'),
  g('minced meat', 'mince', 'ground meat', 'keema'),
  g('prawns', 'shrimp', 'isso', 'iral'),
  g('fish', 'malu', 'meen'),
  g('chicken', 'kukul mas', 'kozhi'),
  g('crisps', 'chips', 'potato chips'),
  g('sweets', 'candy', 'toffee', 'lollies'),
  g('jam', 'jelly', 'preserve'),
  g('aubergine pickle', 'brinjal moju', 'wambatu moju'),
];
