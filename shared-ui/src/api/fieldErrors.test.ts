import { ADDRESS_FIELD_WORDS } from '@greencart/contracts';
import { failureOf } from './apiError';
import { fieldErrorOf } from './fieldErrors';

describe('fieldErrorOf', () => {
  it('keeps the field of a validation failure and names it in plain words', () => {
    const error = failureOf(
      {
        success: false,
        code: 'COMMON.VALIDATION',
        message: 'phone must be a phone number',
        field: 'address.phone',
      },
      400,
    );
    expect(error?.field).toBe('address.phone');
    expect(fieldErrorOf(error!)).toEqual({
      name: 'phone',
      message: ADDRESS_FIELD_WORDS.phone,
    });
  });

  it('gives list members to their list and unknown fields a generic hint', () => {
    expect(
      fieldErrorOf({ code: 'COMMON.VALIDATION', message: 'x', field: 'description.2' })?.name,
    ).toBe('description');
    expect(fieldErrorOf({ code: 'COMMON.VALIDATION', message: 'x', field: 'other' })).toEqual({
      name: 'other',
      message: 'Check this field',
    });
  });

  it('is null without a field or for other codes (the form shows a toast then)', () => {
    expect(fieldErrorOf({ code: 'COMMON.VALIDATION', message: 'x' })).toBeNull();
    expect(fieldErrorOf({ code: 'AUTH.INVALID', message: 'x', field: 'email' })).toBeNull();
    expect(failureOf({ success: false, code: 'X', message: 'y' })).not.toHaveProperty('field');
  });
});
