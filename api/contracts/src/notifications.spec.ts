import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationKindOf,
  resolveNotificationPreferences,
} from './notifications.js';

describe('notification switches', () => {
  it('keeps the defaults for whatever was never saved, and ignores what is not a switch', () => {
    expect(resolveNotificationPreferences({})).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(resolveNotificationPreferences(null)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const resolved = resolveNotificationPreferences({
      delivered: { sms: true },
      refund: { email: 'no', sms: false },
      marketing: { sms: true },
    });
    expect(resolved.delivered).toEqual({ email: true, sms: true, push: true });
    expect(resolved.refund).toEqual({ email: true, sms: false, push: true });
    expect(resolved).not.toHaveProperty('marketing');
  });

  it('never changes the defaults themselves', () => {
    resolveNotificationPreferences({ order_placed: { email: false } }).order_placed.sms = true;
    expect(DEFAULT_NOTIFICATION_PREFERENCES.order_placed).toEqual({
      email: true,
      sms: false,
      push: true,
    });
  });

  it('maps the order topics to their kinds; others have no switch', () => {
    expect(notificationKindOf('order.placed')).toBe('order_placed');
    expect(notificationKindOf('order.packing_changed')).toBe('order_changed');
    expect(notificationKindOf('order.refunded')).toBe('refund');
    // The packer's question has its own switches (older question rows stay order_changed).
    expect(notificationKindOf('order.substitution_question')).toBe('substitution_question');
    expect(notificationKindOf('order.confirmed')).toBeNull();
    expect(notificationKindOf('account.password_reset')).toBeNull();
  });
});
