import { errorMessage, isApiError } from './apiError';

describe('errorMessage', () => {
  it('reads the message of an ApiError, an Error and a string', () => {
    expect(errorMessage({ code: 'X', message: 'Product not found' })).toBe('Product not found');
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage('Plain text')).toBe('Plain text');
  });

  it('reads the message of an API body held in an RTK Query error', () => {
    expect(errorMessage({ status: 400, data: { success: false, message: 'Email taken' } })).toBe(
      'Email taken',
    );
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    );
  });

  it('never returns an empty message', () => {
    for (const value of [undefined, null, 42, {}, { message: '' }, '  ']) {
      expect(errorMessage(value)).toBe('Something went wrong. Please try again.');
    }
  });
});

describe('isApiError', () => {
  it('recognises the { code, message } shape only', () => {
    expect(isApiError({ code: 'C', message: 'm' })).toBe(true);
    expect(isApiError({ message: 'm' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
