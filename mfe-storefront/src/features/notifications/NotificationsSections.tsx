import { Spinner } from '@greencart/shared-ui';
import { NotificationSwitches } from './NotificationSwitches';
import { PhoneSection } from './PhoneSection';
import { PushSection } from './PushSection';
import { useGetNotificationSettingsQuery } from './notificationsApi';
import './notifications.css';

/** The account page's mobile number and order-update switches (docs/NOTIFICATIONS.md). */
export function NotificationsSections() {
  const { data, isLoading, isError } = useGetNotificationSettingsQuery();
  if (isLoading) return <Spinner label="Loading your notification settings" />;
  if (isError || !data) {
    return (
      <p role="alert">Your notification settings could not be loaded. Please try again later.</p>
    );
  }
  return (
    <>
      <PhoneSection phone={data.phone} />
      <PushSection />
      <NotificationSwitches preferences={data.preferences} phoneVerified={data.phone !== null} />
    </>
  );
}
