import { safeNextPath } from './safeNextPath';

describe('safeNextPath (the /loader `next` parameter)', () => {
  it.each([
    ['my-orders', '/my-orders'],
    ['/my-orders', '/my-orders'],
    ['products/fruits', '/products/fruits'],
  ])('follows the local path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    ['//evil.com', 'protocol-relative URL'],
    ['http://evil.com', 'absolute http URL'],
    ['https:evil.com', 'scheme without slashes'],
    ['javascript:alert(1)', 'script URL'],
    ['/\\evil.com', 'backslash trick'],
    ['\\\\evil.com', 'backslashes'],
    ['', 'empty'],
  ])('goes home for %s (%s)', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('goes home when there is no next parameter', () => {
    expect(safeNextPath(null)).toBe('/');
  });
});
