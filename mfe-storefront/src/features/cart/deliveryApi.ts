import type {
  DeliveryAreasResponse,
  DeliveryQuoteResponse,
  DeliverySlotsResponse,
  OrderChangedResponse,
  OrderSlotMoveRequest,
} from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';

/** The delivery zone of a postcode as the cart needs it: its terms, or null (not delivered). */
export type DeliveryQuoteZone = DeliveryQuoteResponse['zone'];

/** The delivery times offered to an address (docs/DELIVERY.md, "Time slots"). */
export type DeliverySlotChoices = Omit<DeliverySlotsResponse, 'success' | 'message'>;

/** `GET /api/delivery/quote?postcode=` (docs/DELIVERY.md): public, no login needed. */
export const deliveryApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryQuote: build.query<DeliveryQuoteZone, string>({
      query: (postcode) => ({ url: '/api/delivery/quote', params: { postcode } }),
      transformResponse: (body: DeliveryQuoteResponse) => body.zone,
    }),
    /** `GET /api/delivery/quote?area=`: the zone of an area (a shopper with no address yet). */
    getAreaQuote: build.query<DeliveryQuoteZone, string>({
      query: (area) => ({ url: '/api/delivery/quote', params: { area } }),
      transformResponse: (body: DeliveryQuoteResponse) => body.zone,
    }),
    /** `GET /api/delivery/areas`: the area names the zones cover (the cart's area choices). */
    getDeliveryAreas: build.query<string[], void>({
      query: () => ({ url: '/api/delivery/areas' }),
      transformResponse: (body: DeliveryAreasResponse) => body.areas,
    }),
    /** `GET /api/delivery/slots?area=`: the windows of an area's zone (no address yet). */
    getDeliverySlotsOfArea: build.query<DeliverySlotChoices, string>({
      query: (area) => ({ url: '/api/delivery/slots', params: { area } }),
      transformResponse: (body: DeliverySlotsResponse) => ({
        timeZone: body.timeZone,
        slotsRequired: body.slotsRequired,
        slots: body.slots,
        express: body.express,
      }),
      keepUnusedDataFor: 30,
    }),
    /**
     * `GET /api/delivery/slots?addressId=`: the windows of the address's zone (full and
     * past-cut-off ones included, with the reason), whether one is required, and express.
     */
    getDeliverySlots: build.query<DeliverySlotChoices, string>({
      query: (addressId) => ({ url: '/api/delivery/slots', params: { addressId } }),
      transformResponse: (body: DeliverySlotsResponse) => ({
        timeZone: body.timeZone,
        slotsRequired: body.slotsRequired,
        slots: body.slots,
        express: body.express,
      }),
      // Slots fill up and pass their cut-off: never trust an old answer for long.
      keepUnusedDataFor: 30,
    }),
    /** `GET /api/delivery/slots?postcode=`: the windows of a postcode's zone (an order's address). */
    getDeliverySlotsOfPostcode: build.query<DeliverySlotChoices, string>({
      query: (postcode) => ({ url: '/api/delivery/slots', params: { postcode } }),
      transformResponse: (body: DeliverySlotsResponse) => ({
        timeZone: body.timeZone,
        slotsRequired: body.slotsRequired,
        slots: body.slots,
        express: body.express,
      }),
      keepUnusedDataFor: 30,
    }),
    /** `POST /api/order/user/:id/slot`: the shopper moves their order to another window. */
    moveMyOrderSlot: build.mutation<OrderChangedResponse, { id: string } & OrderSlotMoveRequest>({
      query: ({ id, slotId }) => ({
        url: `/api/order/user/${encodeURIComponent(id)}/slot`,
        method: 'POST',
        data: { slotId },
      }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useGetDeliveryQuoteQuery,
  useGetAreaQuoteQuery,
  useGetDeliveryAreasQuery,
  useGetDeliverySlotsOfAreaQuery,
  useGetDeliverySlotsQuery,
  useGetDeliverySlotsOfPostcodeQuery,
  useMoveMyOrderSlotMutation,
} = deliveryApi;
