/**
 * The shopper decides substitutions while the order is packed (docs/SUBSTITUTIONS.md): the
 * per-line choice, the order's default, the packer's questions with their states, the one rule
 * that decides a question's outcome, the price rule of a substitute and the answer window.
 * Pure: no clock, no database. The API, the storefront and the seller portal all read these.
 */
import type { Language } from './languages.js';
import type { SubstitutionPreference } from './order-lifecycle.js';
import type { ApiSuccess } from './types.js';

/**
 * What the shopper wants when a line cannot be packed as ordered:
 * - `best_match`: the packer proposes the closest product; without an answer it is accepted;
 * - `specific`: this product (chosen from the ranked suggestions); without an answer a proposal
 *   of exactly that product is accepted, any other refused;
 * - `refund`: no substitute; without an answer a proposal is refused and the line refunded.
 */
export const SUBSTITUTION_CHOICES = ['best_match', 'specific', 'refund'] as const;
export type SubstitutionChoice = (typeof SUBSTITUTION_CHOICES)[number];

/** A line's (or the order's default) choice; `productId` only with `specific`. */
export interface SubstitutionChoiceValue {
  choice: SubstitutionChoice;
  productId: string | null;
}

/** The default of an order whose client sent none (the original client): as before, a refund. */
export const DEFAULT_SUBSTITUTION_CHOICE: SubstitutionChoice = 'refund';

/** The older per-line flag read as a choice: "a similar product is fine" is `best_match`. */
export function choiceOfPreference(
  preference: SubstitutionPreference | undefined,
): SubstitutionChoice {
  return preference === 'similar' ? 'best_match' : 'refund';
}

/** The older per-line flag a choice keeps answering (`OrderItem.substitution`). */
export function preferenceOfChoice(choice: SubstitutionChoice): SubstitutionPreference {
  return choice === 'refund' ? 'refund' : 'similar';
}

/** The choice that applies to a line: its own, else the order's default. */
export function effectiveChoice(
  line: SubstitutionChoiceValue | null,
  orderDefault: SubstitutionChoiceValue,
): SubstitutionChoiceValue {
  return line ?? orderDefault;
}

/** Problem with a choice as sent (400), or undefined. */
export function substitutionChoiceProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'A substitution choice is an object';
  const v = value as Record<string, unknown>;
  if (!SUBSTITUTION_CHOICES.includes(v.choice as SubstitutionChoice)) {
    return `choice must be one of: ${SUBSTITUTION_CHOICES.join(', ')}`;
  }
  if (v.choice === 'specific') {
    if (typeof v.productId !== 'string' || v.productId.length === 0 || v.productId.length > 64) {
      return 'A specific substitute needs the product id';
    }
  } else if (v.productId !== undefined && v.productId !== null) {
    return 'productId is only for a specific substitute';
  }
  return undefined;
}

/** The shop setting of how long a shopper has to answer, whole minutes. */
export const SUBSTITUTION_ANSWER_MINUTES = { default: 10, min: 1, max: 120 } as const;

/** A question's kind: a substitute proposed, or fewer available than ordered. */
export const QUESTION_KINDS = ['substitute', 'short'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/**
 * A question's states. `open` is the only one that changes, once, to one of the others:
 * `accepted` / `refused` by the shopper, `expired` when the window passed (the line's choice
 * decided), `replaced` when the packer changed the proposal (its successor holds the next
 * version).
 */
export const QUESTION_STATES = ['open', 'accepted', 'refused', 'expired', 'replaced'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];

/**
 * What was done to the line: the substitute packed, the line refunded (nothing of it
 * delivered), the available units kept (the rest refunded), or `sold_out`: the substitute was
 * accepted (by the shopper, or by their preference) but had sold out or left the catalogue by
 * the time it was to be packed, so the line is refunded exactly as for a refusal.
 */
export const QUESTION_OUTCOMES = ['substituted', 'refunded', 'kept_available', 'sold_out'] as const;
export type QuestionOutcome = (typeof QUESTION_OUTCOMES)[number];

/**
 * The outcome actually applied: an accepted substitute that can no longer be sold (archived,
 * marked out of stock, or fewer counted than the proposal needs) falls back to the refund.
 */
export function appliedOutcome(
  outcome: QuestionOutcome,
  substituteSellable: boolean,
): QuestionOutcome {
  return outcome === 'substituted' && !substituteSellable ? 'sold_out' : outcome;
}

/** Who decided a question. */
export type QuestionDecidedBy = 'shopper' | 'timeout';

/** The facts of a question that its outcome depends on. */
export interface QuestionFacts {
  kind: QuestionKind;
  state: QuestionState;
  /** The proposal's version; an answer must name it. */
  version: number;
  /** When the window ends, ms since the epoch. */
  expiresAt: number;
  /** The choice that applies to the line (its own or the order's default). */
  choice: SubstitutionChoiceValue;
  /** The product proposed (a `substitute` question). */
  proposedProductId: string | null;
}

/** What happens to a question: the shopper's answer, or a check that its time ran out. */
export type QuestionEvent =
  | { type: 'answer'; accept: boolean; version: number; at: number }
  | { type: 'timeout'; at: number };

/** A refusal of an event, with the status and stable code the API answers. */
export interface QuestionRefusal {
  ok: false;
  status: 409;
  code:
    | 'SUBSTITUTION.ANSWERED'
    | 'SUBSTITUTION.WINDOW_CLOSED'
    | 'SUBSTITUTION.PROPOSAL_CHANGED'
    | 'SUBSTITUTION.NOT_DUE';
  message: string;
  /** An answer after the window: the timeout's decision, which the API applies instead. */
  timeout?: QuestionDecision;
}

/** The one outcome of an event. */
export interface QuestionDecision {
  ok: true;
  state: 'accepted' | 'refused' | 'expired';
  outcome: QuestionOutcome;
  by: QuestionDecidedBy;
}

/** The outcome when a question is accepted (`yes`) or refused. */
function outcomeOf(kind: QuestionKind, yes: boolean): QuestionOutcome {
  if (kind === 'short') return yes ? 'kept_available' : 'refunded';
  return yes ? 'substituted' : 'refunded';
}

/**
 * What no answer means for a question, by the line's choice: a short pick keeps what is
 * available; a substitute is taken for `best_match`, for `specific` only when it is that
 * product, and never for `refund`.
 */
export function timeoutOutcome(
  q: Pick<QuestionFacts, 'kind' | 'choice' | 'proposedProductId'>,
): QuestionOutcome {
  if (q.kind === 'short') return 'kept_available';
  const { choice, productId } = q.choice;
  const yes =
    choice === 'best_match' || (choice === 'specific' && productId === q.proposedProductId);
  return outcomeOf('substitute', yes);
}

const ANSWERED_WORDS: Record<Exclude<QuestionState, 'open'>, string> = {
  accepted: 'it was already accepted',
  refused: 'it was already refused',
  expired: 'the time to answer had run out and your preference was applied',
  replaced: 'the packer has changed the proposal: answer the new one',
};

/**
 * THE rule of a question: given its facts and one event, the one outcome (or the refusal).
 * - Only an `open` question changes, once: a second answer (another tab) is refused with what
 *   happened first.
 * - An answer at or after `expiresAt` is refused (`WINDOW_CLOSED`) and carries the timeout's
 *   decision, which the API applies: late is the same as no answer.
 * - An answer naming another version than the question's is refused (`PROPOSAL_CHANGED`): the
 *   packer changed the proposal after the shopper saw it.
 * - A timeout before `expiresAt` is not due.
 */
export function decideQuestion(
  q: QuestionFacts,
  event: QuestionEvent,
): QuestionDecision | QuestionRefusal {
  const refuse = (code: QuestionRefusal['code'], message: string, timeout?: QuestionDecision) => ({
    ok: false as const,
    status: 409 as const,
    code,
    message,
    ...(timeout ? { timeout } : {}),
  });
  if (q.state !== 'open') {
    return refuse(
      q.state === 'replaced' ? 'SUBSTITUTION.PROPOSAL_CHANGED' : 'SUBSTITUTION.ANSWERED',
      `This question can no longer be answered: ${ANSWERED_WORDS[q.state]}`,
    );
  }
  const timeout: QuestionDecision = {
    ok: true,
    state: 'expired',
    outcome: timeoutOutcome(q),
    by: 'timeout',
  };
  if (event.type === 'timeout') {
    return event.at >= q.expiresAt
      ? timeout
      : refuse('SUBSTITUTION.NOT_DUE', 'The shopper may still answer this question');
  }
  if (event.at >= q.expiresAt) {
    return refuse(
      'SUBSTITUTION.WINDOW_CLOSED',
      'The time to answer has run out: your preference for this product was applied',
      timeout,
    );
  }
  if (event.version !== q.version) {
    return refuse(
      'SUBSTITUTION.PROPOSAL_CHANGED',
      'The packer changed the proposal since you saw it: look at the new one and answer again',
    );
  }
  return {
    ok: true,
    state: event.accept ? 'accepted' : 'refused',
    outcome: outcomeOf(q.kind, event.accept),
    by: 'shopper',
  };
}

/**
 * THE PRICE RULE: an accepted substitute never charges more than the original line's price.
 * Its price per unit (or per kg) is its own, lowered where needed so that `units` of it cost at
 * most `originalLineCents` (the original line as ordered, before promotions; promotions then
 * keep their share by `keptDiscountCents`). `per` is 1 for a price per unit or step, 1000 for
 * a price per kg with `units` in grams.
 */
export function substitutePriceCents(
  originalLineCents: number,
  substituteUnitCents: number,
  units: number,
  per = 1,
): number {
  if (units <= 0) return substituteUnitCents;
  return Math.max(0, Math.min(substituteUnitCents, Math.floor((originalLineCents * per) / units)));
}

/** The packer proposes a substitute for a line: `POST …/items/:position/propose`. */
export interface ProposeSubstituteRequest {
  product: string;
  /** Units (or steps of a weighed product) of the substitute; default the line's quantity. */
  quantity?: number;
}

/** The packer reports fewer available than ordered: `POST …/items/:position/ask-short`. */
export interface AskShortRequest {
  available: number;
}

/** The shopper's answer: `POST /api/order/user/:id/substitutions/questions/:questionId`. */
export interface AnswerQuestionRequest {
  accept: boolean;
  /** The proposal's version the shopper saw. */
  version: number;
}

/** `PUT /api/order/user/:id/substitutions`: the order's default and/or lines' choices. */
export interface SubstitutionChoicesRequest {
  default?: SubstitutionChoiceValue;
  lines?: (SubstitutionChoiceValue & { position: number })[];
}

/** One question as both sides see it. */
export interface SubstitutionQuestionView {
  id: string;
  position: number;
  kind: QuestionKind;
  state: QuestionState;
  version: number;
  /** What was ordered: name and quantity. */
  original: { name: string; quantity: number };
  /** The substitute proposed, with the price the shopper would pay (the price rule applied). */
  proposal: {
    productId: string;
    name: string;
    image: string;
    quantity: number;
    /** Rupees per unit (per step of a weighed product). */
    unitPrice: number;
    /** Rupees for the line (before promotions). */
    lineAmount: number;
    /** A weighed product: grams of one step. */
    stepGrams: number | null;
  } | null;
  /** A short question: how many of the original are available. */
  available: number | null;
  /** When the window ends (ISO). */
  expiresAt: string;
  /** What happens without an answer. */
  ifNoAnswer: QuestionOutcome;
  outcome: QuestionOutcome | null;
  decidedBy: QuestionDecidedBy | null;
  decidedAt: string | null;
  createdAt: string;
}

/** A line's choice as the order keeps it. */
export interface LineSubstitutionView extends SubstitutionChoiceValue {
  position: number;
  /** The chosen specific product's name (null when none or deleted). */
  productName: string | null;
  /** Whether the line has its own choice (false: the order's default applies). */
  own: boolean;
}

/** `GET /api/order/user|seller/:id/substitutions`. */
export type OrderSubstitutionsResponse = ApiSuccess<{
  orderId: string;
  /** The shopper may still change the choices (before packing). */
  editable: boolean;
  default: SubstitutionChoiceValue;
  lines: LineSubstitutionView[];
  /** Newest first. */
  questions: SubstitutionQuestionView[];
  /** The shop's answer window, minutes. */
  answerMinutes: number;
}>;

/** One ranked suggestion. */
export interface SubstituteSuggestion {
  productId: string;
  name: string;
  image: string;
  category: string;
  offerPrice: number;
  soldBy: 'unit' | 'weight';
  stepGrams: number | null;
  /** 0–1: how alike the names are. */
  nameSimilarity: number;
}

export type SubstituteSuggestionsResponse = ApiSuccess<{ suggestions: SubstituteSuggestion[] }>;

/** How many suggestions a list holds. */
export const SUBSTITUTE_SUGGESTION_LIMIT = 10;

/** The question notice in the shopper's language (email, SMS and push carry it). */
const NOTICE: Record<Language, { substitute: string; short: string }> = {
  en: {
    substitute:
      '{original} is not available. We propose {product} × {quantity} for {amount}. Accept or refuse on your order page by {time}.',
    short:
      'Only {available} of {quantity} {original} are available. Keep them or refuse on your order page by {time}.',
  },
  si: {
    substitute:
      '{original} ලබා ගත නොහැක. ඒ වෙනුවට {product} × {quantity}, {amount}. {time} ට පෙර ඔබගේ ඇණවුම් පිටුවේ පිළිගන්න හෝ ප්‍රතික්ෂේප කරන්න.',
    short:
      '{original} {quantity} න් {available} ක් පමණක් ඇත. {time} ට පෙර ඔබගේ ඇණවුම් පිටුවේ තබා ගන්න හෝ ප්‍රතික්ෂේප කරන්න.',
  },
  ta: {
    substitute:
      '{original} கிடைக்கவில்லை. பதிலாக {product} × {quantity}, {amount}. {time} க்குள் உங்கள் ஆர்டர் பக்கத்தில் ஏற்கவும் அல்லது மறுக்கவும்.',
    short:
      '{original} {quantity} இல் {available} மட்டுமே உள்ளது. {time} க்குள் உங்கள் ஆர்டர் பக்கத்தில் வைத்திருக்கவும் அல்லது மறுக்கவும்.',
  },
};

/** The notice of a new question, `{name}` placeholders filled, in `language`. */
export function questionNotice(
  language: Language,
  kind: QuestionKind,
  values: Record<string, string>,
): string {
  return NOTICE[language][kind].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? values[name] : whole,
  );
}

/** The history note of an outcome (staff and shopper read it in the timeline). */
export function outcomeNote(
  outcome: QuestionOutcome,
  by: QuestionDecidedBy,
  names: { original: string; product?: string | null },
): string {
  const how =
    by === 'shopper' ? 'the customer answered' : 'no answer in time, the preference applied';
  switch (outcome) {
    case 'substituted':
      return `${names.original} replaced by ${names.product ?? 'a substitute'} (${how})`;
    case 'refunded':
      return `${names.original}: substitute refused, refunded (${how})`;
    case 'kept_available':
      return `${names.original}: the available ones kept (${how})`;
    case 'sold_out':
      return `${names.original}: ${names.product ?? 'the substitute'} had sold out, refunded instead (${how})`;
  }
}
