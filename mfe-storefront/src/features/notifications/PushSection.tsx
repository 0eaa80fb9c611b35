import { useEffect, useState } from 'react';
import { Switch } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { rejectionToApiError } from '../../lib/apiErrors';
import {
  useGetPushKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} from './notificationsApi';
import {
  PUSH_TEXTS,
  currentPushSubscription,
  pushUnsupported,
  subscribeThisDevice,
} from './pushDevice';
import { knownMessage } from '../../lib/notices';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * Push notifications on this device (docs/NOTIFICATIONS.md): one switch that subscribes this
 * browser (after asking its permission) or removes its subscription. Which order updates come
 * by push is chosen with the switches below, for every device.
 */
export function PushSection() {
  const t = useStorefrontT();
  const unsupported = pushUnsupported();
  const { data: key } = useGetPushKeyQuery(undefined, { skip: unsupported !== null });
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (unsupported) return;
    let live = true;
    currentPushSubscription()
      .then((subscription) => live && setOn(subscription !== null))
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, [unsupported]);

  const flip = async (wanted: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (wanted) {
        if (!key?.publicKey) return;
        const subscription = await subscribeThisDevice(key.publicKey);
        const answer = await subscribe({
          endpoint: subscription.endpoint ?? '',
          keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
        }).unwrap();
        setOn(true);
        notify.success(answer.message);
      } else {
        const subscription = await currentPushSubscription();
        if (subscription) {
          // Forgotten by the shop first: a device it still knew would keep getting pushes.
          await unsubscribe({ endpoint: subscription.endpoint })
            .unwrap()
            .catch((rejection: unknown) => {
              if (rejectionToApiError(rejection).status !== 404) throw rejection;
            });
          await subscription.unsubscribe();
        }
        setOn(false);
        notify.success(PUSH_TEXTS.off);
      }
    } catch (error) {
      setProblem(rejectionToApiError(error).message);
    } finally {
      setBusy(false);
    }
  };

  const reason = unsupported ?? (key && key.publicKey === null ? PUSH_TEXTS.notAvailable : null);
  return (
    <section className="sf-account__section" aria-labelledby="sf-account-push">
      <h2 id="sf-account-push">{t('notifications.pushTitle')}</h2>
      {reason ? (
        <p className="sf-notify__intro">{knownMessage(reason)}</p>
      ) : (
        <>
          <p className="sf-notify__intro" id="sf-push-hint">
            {t('notifications.pushIntro')}
          </p>
          <Switch
            className="sf-notify__switch"
            label={t('notifications.pushSwitch')}
            checked={on === true}
            disabled={on === null || busy || !key}
            onChange={(wanted) => void flip(wanted)}
          />
          {problem ? (
            <p className="sf-notify__problem" role="alert">
              {problem}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
