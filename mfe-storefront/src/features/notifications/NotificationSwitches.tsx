import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@greencart/contracts';
import { Switch } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { rejectionToApiError } from '../../lib/apiErrors';
import { useSaveNotificationPreferencesMutation } from './notificationsApi';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * One email, one SMS and one push switch per kind of message, saved as each is flipped. SMS
 * switches are off and unavailable until a number is verified: nothing goes to an unverified
 * number. Push switches apply to every device push is on for (the section above).
 */
export function NotificationSwitches({
  preferences,
  phoneVerified,
}: {
  preferences: NotificationPreferences;
  phoneVerified: boolean;
}) {
  const t = useStorefrontT();
  const [save, saving] = useSaveNotificationPreferencesMutation();

  const flip = async (kind: NotificationKind, channel: NotificationChannel, on: boolean) => {
    try {
      await save({ [kind]: { [channel]: on } }).unwrap();
    } catch (rejection) {
      notify.error(rejectionToApiError(rejection).message);
    }
  };

  return (
    <section className="sf-account__section" aria-labelledby="sf-account-notifications">
      <h2 id="sf-account-notifications">{t('notifications.title')}</h2>
      {!phoneVerified ? (
        <p className="sf-notify__intro" id="sf-notify-sms-hint">
          {t('notifications.verifyFirst')}
        </p>
      ) : null}
      <ul className="sf-notify__list">
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind} className="sf-notify__row">
            <span className="sf-notify__kind" id={`sf-notify-${kind}`}>
              {t(`notifications.kind.${kind}`)}
            </span>
            {NOTIFICATION_CHANNELS.map((channel) => {
              const unavailable = channel === 'sms' && !phoneVerified;
              return (
                <Switch
                  key={channel}
                  className="sf-notify__switch"
                  label={
                    <>
                      <span className="gc-visually-hidden">
                        {t('notifications.kindBy', { kind: t(`notifications.kind.${kind}`) })}{' '}
                      </span>
                      {t(`notifications.channel.${channel}`)}
                    </>
                  }
                  checked={!unavailable && preferences[kind][channel]}
                  disabled={unavailable || saving.isLoading}
                  onChange={(on) => void flip(kind, channel, on)}
                />
              );
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
