import type {
  OrderChangedResponse,
  OrderSlotMoveRequest,
  PickingLine,
  SellerSlotDayResponse,
  SellerSlotWindow,
  SlotPickingListResponse,
  SlotTemplate,
  SlotTemplateRequest,
  SlotTemplateResponse,
  SlotUpdateRequest,
  SlotUpdateResponse,
} from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';

/** One local day's windows (`YYYY-MM-DD` in the shop's time zone). */
export interface SlotDay {
  date: string;
  windows: SellerSlotWindow[];
}

/** A window's picking list: the window with its orders, and the products summed over them. */
export interface PickingList {
  window: SellerSlotWindow;
  lines: PickingLine[];
}

const slotPath = (id: string) => `/api/seller/delivery/slots/${encodeURIComponent(id)}`;

/**
 * Time slots for staff (docs/DELIVERY.md, "Time slots"): a zone's weekly template, a day's
 * windows with their orders, a window's picking list, and changing a window's capacity or
 * closing it. Windows carry the 'Orders' tag: a new or moved order changes their bookings.
 */
export const slotsApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/seller/delivery/slot-templates/:zoneId`. */
    slotTemplate: build.query<SlotTemplate, string>({
      query: (zoneId) => ({
        url: `/api/seller/delivery/slot-templates/${encodeURIComponent(zoneId)}`,
      }),
      transformResponse: (response: SlotTemplateResponse) => response.template,
    }),
    /** Replaces the zone's template. Silent: the editor shows a refusal beside its field. */
    saveSlotTemplate: build.mutation<SlotTemplate, { zoneId: string } & SlotTemplateRequest>({
      query: ({ zoneId, ...template }) => ({
        url: `/api/seller/delivery/slot-templates/${encodeURIComponent(zoneId)}`,
        method: 'PUT',
        data: template,
      }),
      transformResponse: (response: SlotTemplateResponse) => response.template,
      extraOptions: { silent: true },
      invalidatesTags: ['Orders'],
      async onQueryStarted({ zoneId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(slotsApi.util.upsertQueryData('slotTemplate', zoneId, data));
        } catch {
          // The editor shows the refusal.
        }
      },
    }),
    /** `GET /api/seller/delivery/slots?date=`: every window of that local day, with its orders. */
    slotDay: build.query<SlotDay, string>({
      query: (date) => ({ url: '/api/seller/delivery/slots', params: { date } }),
      transformResponse: (response: SellerSlotDayResponse) => ({
        date: response.date,
        windows: response.windows,
      }),
      // Silent: the orders list's Window filter simply offers none when this fails, and the
      // windows page shows its own "Could not load" with a retry.
      extraOptions: { silent: true },
      providesTags: ['Orders'],
    }),
    /** `GET /api/seller/delivery/slots/:id/picking-list`. */
    pickingList: build.query<PickingList, string>({
      query: (id) => ({ url: `${slotPath(id)}/picking-list` }),
      transformResponse: (response: SlotPickingListResponse) => ({
        window: response.window,
        lines: response.lines,
      }),
      providesTags: ['Orders'],
    }),
    /** `PATCH /api/seller/delivery/slots/:id`: a new capacity, or closing / reopening. */
    updateSlot: build.mutation<SellerSlotWindow, { id: string } & SlotUpdateRequest>({
      query: ({ id, ...change }) => ({ url: slotPath(id), method: 'PATCH', data: change }),
      transformResponse: (response: SlotUpdateResponse) => response.window,
      invalidatesTags: ['Orders'],
    }),
    /**
     * `POST /api/order/seller/:id/slot`: moves an order to another window of its zone (until
     * Packing ends; the API books the new window and frees the old one in one transaction).
     */
    moveOrderSlot: build.mutation<OrderChangedResponse, { id: string } & OrderSlotMoveRequest>({
      query: ({ id, slotId }) => ({
        url: `/api/order/seller/${encodeURIComponent(id)}/slot`,
        method: 'POST',
        data: { slotId },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Orders', { type: 'Order', id }],
    }),
  }),
});

export const {
  useMoveOrderSlotMutation,
  useSlotTemplateQuery,
  useSaveSlotTemplateMutation,
  useSlotDayQuery,
  usePickingListQuery,
  useUpdateSlotMutation,
} = slotsApi;
