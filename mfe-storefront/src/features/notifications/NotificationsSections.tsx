import { Spinner } from '@greencart/shared-ui';
import { NotificationSwitches } from './NotificationSwitches';
import { PhoneSection } from './PhoneSection';
import { PushSection } from './PushSection';
import { useGetNotificationSettingsQuery } from './notificationsApi';
import { useStorefrontT } from '../../i18n/catalogue';
import './notifications.css';

/** The account page's mobile number and order-update switches (docs/NOTIFICATIONS.md). */
export function NotificationsSections() {
  const t = useStorefrontT();
  const { data, isLoading, isError } = useGetNotificationSettingsQuery();
  if (isLoading) return <Spinner label={t('notifications.loading')} />;
  if (isError || !data) return <p role="alert">{t('notifications.loadFailed')}</p>;
  return (
    <>
      <PhoneSection phone={data.phone} />
      <PushSection />
      <NotificationSwitches preferences={data.preferences} phoneVerified={data.phone !== null} />
    </>
  );
}
