import type { SubstitutionQuestionView } from '@greencart/contracts';
import { sendOutBlock } from './sendOutBlock';

const NOW = Date.parse('2026-11-29T04:00:00Z');
const question = (more: Partial<SubstitutionQuestionView>): SubstitutionQuestionView => ({
  id: 'q',
  position: 0,
  kind: 'substitute',
  state: 'open',
  version: 1,
  original: { name: 'Milk', quantity: 2 },
  proposal: null,
  available: null,
  expiresAt: new Date(NOW + 60_000).toISOString(),
  ifNoAnswer: 'substituted',
  outcome: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: new Date(NOW).toISOString(),
  ...more,
});

describe('sendOutBlock', () => {
  it('names the question the customer may still answer', () => {
    expect(sendOutBlock([question({})], NOW)).toMatch(
      /^Waiting for the customer's answer about Milk \(until /,
    );
  });

  it('lets the order go once every window has passed or every question is decided', () => {
    expect(sendOutBlock([question({ expiresAt: new Date(NOW - 1).toISOString() })], NOW)).toBe(
      null,
    );
    expect(sendOutBlock([question({ state: 'accepted' })], NOW)).toBe(null);
    expect(sendOutBlock(undefined, NOW)).toBe(null);
  });
});
