import {
  SELLER_SHOP_SETTINGS_PATH,
  type ShopProfile,
  type ShopProfileResponse,
} from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';

/** The shop settings form (`/api/seller/settings/shop`, docs/SETTINGS.md). */
export const shopSettingsApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    shopProfile: build.query<ShopProfileResponse, void>({
      query: () => ({ url: SELLER_SHOP_SETTINGS_PATH }),
    }),
    /** Replaces the settings; silent: the page shows a refusal beside the field it names. */
    saveShopProfile: build.mutation<ShopProfileResponse, ShopProfile>({
      query: (body) => ({ url: SELLER_SHOP_SETTINGS_PATH, method: 'PUT', data: body }),
      extraOptions: { silent: true },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(shopSettingsApi.util.upsertQueryData('shopProfile', undefined, data));
        } catch {
          // The page shows the refusal; the kept settings are unchanged.
        }
      },
    }),
  }),
});

export const { useShopProfileQuery, useSaveShopProfileMutation } = shopSettingsApi;
