import {
  appliedOutcome,
  choiceOfPreference,
  decideQuestion,
  outcomeNote,
  preferenceOfChoice,
  questionNotice,
  substitutePriceCents,
  substitutionChoiceProblem,
  timeoutOutcome,
  type QuestionFacts,
} from './substitutions.js';

const AT = 1_000_000;
const question = (over: Partial<QuestionFacts> = {}): QuestionFacts => ({
  kind: 'substitute',
  state: 'open',
  version: 1,
  expiresAt: AT + 600_000,
  choice: { choice: 'best_match', productId: null },
  proposedProductId: 'papaya',
  ...over,
});

describe('decideQuestion', () => {
  it('accepts or refuses an answer in time that names the current version', () => {
    expect(
      decideQuestion(question(), { type: 'answer', accept: true, version: 1, at: AT }),
    ).toEqual({ ok: true, state: 'accepted', outcome: 'substituted', by: 'shopper' });
    expect(
      decideQuestion(question(), { type: 'answer', accept: false, version: 1, at: AT }),
    ).toEqual({ ok: true, state: 'refused', outcome: 'refunded', by: 'shopper' });
    expect(
      decideQuestion(question({ kind: 'short' }), {
        type: 'answer',
        accept: true,
        version: 1,
        at: AT,
      }),
    ).toMatchObject({ outcome: 'kept_available' });
    expect(
      decideQuestion(question({ kind: 'short' }), {
        type: 'answer',
        accept: false,
        version: 1,
        at: AT,
      }),
    ).toMatchObject({ outcome: 'refunded' });
  });

  it('refuses a second answer (another tab) with what happened first', () => {
    const second = decideQuestion(question({ state: 'accepted' }), {
      type: 'answer',
      accept: false,
      version: 1,
      at: AT,
    });
    expect(second).toMatchObject({ ok: false, status: 409, code: 'SUBSTITUTION.ANSWERED' });
    expect(second.ok === false && second.message).toMatch(/already accepted/);
  });

  it('refuses an answer to an older version of the proposal', () => {
    const stale = decideQuestion(question({ version: 2 }), {
      type: 'answer',
      accept: true,
      version: 1,
      at: AT,
    });
    expect(stale).toMatchObject({ ok: false, code: 'SUBSTITUTION.PROPOSAL_CHANGED' });
    expect(
      decideQuestion(question({ state: 'replaced' }), {
        type: 'answer',
        accept: true,
        version: 1,
        at: AT,
      }),
    ).toMatchObject({ ok: false, code: 'SUBSTITUTION.PROPOSAL_CHANGED' });
  });

  it('treats an answer at or after the window as no answer', () => {
    const late = decideQuestion(question({ choice: { choice: 'refund', productId: null } }), {
      type: 'answer',
      accept: true,
      version: 1,
      at: AT + 600_000,
    });
    expect(late).toMatchObject({
      ok: false,
      code: 'SUBSTITUTION.WINDOW_CLOSED',
      timeout: { state: 'expired', outcome: 'refunded', by: 'timeout' },
    });
  });

  it('applies the timeout only once the window has passed, and only to an open question', () => {
    expect(decideQuestion(question(), { type: 'timeout', at: AT })).toMatchObject({
      ok: false,
      code: 'SUBSTITUTION.NOT_DUE',
    });
    expect(decideQuestion(question(), { type: 'timeout', at: AT + 600_000 })).toEqual({
      ok: true,
      state: 'expired',
      outcome: 'substituted',
      by: 'timeout',
    });
    expect(
      decideQuestion(question({ state: 'refused' }), { type: 'timeout', at: AT + 700_000 }),
    ).toMatchObject({ ok: false, code: 'SUBSTITUTION.ANSWERED' });
  });
});

describe('timeoutOutcome', () => {
  it('follows the line choice', () => {
    const base = { kind: 'substitute' as const, proposedProductId: 'papaya' };
    expect(timeoutOutcome({ ...base, choice: { choice: 'best_match', productId: null } })).toBe(
      'substituted',
    );
    expect(timeoutOutcome({ ...base, choice: { choice: 'specific', productId: 'papaya' } })).toBe(
      'substituted',
    );
    expect(timeoutOutcome({ ...base, choice: { choice: 'specific', productId: 'durian' } })).toBe(
      'refunded',
    );
    expect(timeoutOutcome({ ...base, choice: { choice: 'refund', productId: null } })).toBe(
      'refunded',
    );
    expect(
      timeoutOutcome({
        kind: 'short',
        proposedProductId: null,
        choice: { choice: 'refund', productId: null },
      }),
    ).toBe('kept_available');
  });
});

describe('substitutePriceCents (the price rule)', () => {
  it('never charges more than the original line', () => {
    // 2 mangoes at 122.40 = 244.80; a dearer durian at 900 costs at most 122.40 each.
    expect(substituteUnitPrice(24_480, 90_000, 2)).toBe(12_240);
    // A cheaper one keeps its own price.
    expect(substituteUnitPrice(24_480, 9_950, 2)).toBe(9_950);
    // More units of it: the line still costs at most the original line.
    expect(substituteUnitPrice(24_480, 9_950, 3) * 3).toBeLessThanOrEqual(24_480);
    expect(substituteUnitPrice(24_480, 9_950, 3)).toBe(8_160);
    // Per kg: 1 kg ordered at LKR 480 = 480.00; 1.25 kg of one at 600/kg → at most 384/kg.
    expect(substitutePriceCents(48_000, 60_000, 1250, 1000)).toBe(38_400);
  });
});

function substituteUnitPrice(line: number, unit: number, units: number): number {
  return substitutePriceCents(line, unit, units);
}

describe('choices', () => {
  it('reads the older flag and checks what is sent', () => {
    expect(choiceOfPreference('similar')).toBe('best_match');
    expect(choiceOfPreference(undefined)).toBe('refund');
    expect(preferenceOfChoice('specific')).toBe('similar');
    expect(substitutionChoiceProblem({ choice: 'specific' })).toMatch(/product id/);
    expect(substitutionChoiceProblem({ choice: 'refund', productId: 'x' })).toMatch(/only/);
    expect(substitutionChoiceProblem({ choice: 'maybe' })).toMatch(/one of/);
    expect(substitutionChoiceProblem({ choice: 'best_match' })).toBeUndefined();
  });

  it('writes the notice in each language with every value filled', () => {
    for (const language of ['en', 'si', 'ta'] as const) {
      const text = questionNotice(language, 'substitute', {
        original: 'Mango',
        product: 'Papaya',
        quantity: '2',
        amount: 'LKR 199.00',
        time: '10:25',
      });
      expect(text).not.toMatch(/\{/);
      expect(text).toContain('Papaya');
    }
  });
});

describe('appliedOutcome (an accepted substitute that sold out)', () => {
  it('falls back to the refund only for a substitute that can no longer be sold', () => {
    expect(appliedOutcome('substituted', true)).toBe('substituted');
    expect(appliedOutcome('substituted', false)).toBe('sold_out');
    expect(appliedOutcome('refunded', false)).toBe('refunded');
    expect(appliedOutcome('kept_available', false)).toBe('kept_available');
  });

  it('says so in the history', () => {
    expect(outcomeNote('sold_out', 'shopper', { original: 'Mango', product: 'Durian' })).toBe(
      'Mango: Durian had sold out, refunded instead (the customer answered)',
    );
  });
});
