import { SqlParameters, statementName } from './prepared-query.js';

describe('prepared statements', () => {
  it('names a text the same way every time, and different texts apart', () => {
    const a = 'SELECT 1 WHERE $1::int > 0';
    expect(statementName(a)).toBe(statementName(`${a}`));
    expect(statementName(a)).not.toBe(statementName(`${a} `));
    // PostgreSQL cuts identifiers at 63 bytes: two names must never collide by truncation.
    expect(statementName(a)).toMatch(/^gc_[0-9a-f]{20}$/);
  });

  it('numbers parameters in the order they are added', () => {
    const params = new SqlParameters();
    expect([params.add('tomato'), params.add(5), params.add(null)]).toEqual(['$1', '$2', '$3']);
    expect(params.values).toEqual(['tomato', 5, null]);
  });
});
