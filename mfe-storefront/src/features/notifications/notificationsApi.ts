import type {
  MessageResponse,
  NotificationPreferences,
  NotificationSettingsResponse,
  PhoneCodeRequest,
  PhoneVerifyRequest,
  PushKeyResponse,
  PushSubscriptionBody,
  User,
  UserResponse,
} from '@greencart/contracts';
import {
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTION_PATH,
  type NotificationChannel,
} from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';

/** The settings an answer carries, put straight into the cached `getNotificationSettings`. */
type SettingsAnswer = NotificationSettingsResponse & { message?: string };

/** The shopper's verified phone and notification switches (docs/NOTIFICATIONS.md). */
export const notificationsApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    sendLoginCode: build.mutation<MessageResponse, PhoneCodeRequest>({
      query: (data) => ({ url: '/api/user/phone/login/code', method: 'POST', data }),
    }),
    /** Logs in with a verified number and its code: the same answer as `/api/user/login`. */
    phoneLogin: build.mutation<User, PhoneVerifyRequest>({
      query: (data) => ({ url: '/api/user/phone/login', method: 'POST', data }),
      transformResponse: (body: UserResponse) => body.user,
    }),
    getNotificationSettings: build.query<NotificationSettingsResponse, void>({
      query: () => ({ url: '/api/user/notifications' }),
      keepUnusedDataFor: 0,
    }),
    sendPhoneCode: build.mutation<MessageResponse, PhoneCodeRequest>({
      query: (data) => ({ url: '/api/user/phone/code', method: 'POST', data }),
    }),
    verifyPhone: build.mutation<SettingsAnswer, PhoneVerifyRequest>({
      query: (data) => ({ url: '/api/user/phone/verify', method: 'POST', data }),
      onQueryStarted: (_, api) => storeAnswer(api),
    }),
    removePhone: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/api/user/phone', method: 'DELETE' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          notificationsApi.util.updateQueryData('getNotificationSettings', undefined, (draft) => {
            draft.phone = null;
          }),
        );
      },
    }),
    saveNotificationPreferences: build.mutation<
      SettingsAnswer,
      Partial<Record<keyof NotificationPreferences, Partial<Record<NotificationChannel, boolean>>>>
    >({
      query: (preferences) => ({
        url: '/api/user/notifications',
        method: 'PATCH',
        data: { preferences },
      }),
      onQueryStarted: (_, api) => storeAnswer(api),
    }),
    getPushKey: build.query<PushKeyResponse, void>({
      query: () => ({ url: PUSH_KEY_PATH }),
    }),
    subscribePush: build.mutation<MessageResponse, PushSubscriptionBody>({
      query: (data) => ({ url: PUSH_SUBSCRIPTION_PATH, method: 'POST', data }),
    }),
    unsubscribePush: build.mutation<MessageResponse, { endpoint: string }>({
      query: (data) => ({ url: PUSH_SUBSCRIPTION_PATH, method: 'DELETE', data }),
    }),
  }),
});

/** Puts a mutation's answer (the settings now) into the cached settings. */
async function storeAnswer(api: {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: SettingsAnswer }>;
}): Promise<void> {
  try {
    const { data } = await api.queryFulfilled;
    api.dispatch(
      notificationsApi.util.upsertQueryData('getNotificationSettings', undefined, {
        success: true,
        phone: data.phone,
        preferences: data.preferences,
      }),
    );
  } catch {
    // The caller shows the failure.
  }
}

export const {
  useSendLoginCodeMutation,
  usePhoneLoginMutation,
  useGetNotificationSettingsQuery,
  useSendPhoneCodeMutation,
  useVerifyPhoneMutation,
  useRemovePhoneMutation,
  useSaveNotificationPreferencesMutation,
  useGetPushKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} = notificationsApi;
