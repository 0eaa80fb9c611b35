import { combineSlices, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { makeStore } from './makeStore';

const searchSlice = createSlice({
  name: 'search',
  initialState: { text: '' },
  reducers: {
    searchChanged: (state, action: PayloadAction<string>) => {
      state.text = action.payload;
    },
  },
});

const catalogueApi = createApi({
  reducerPath: 'catalogueApi',
  baseQuery: async () => ({ data: { success: true, products: [{ _id: 'p1' }] } }),
  endpoints: (build) => ({
    productList: build.query<{ success: boolean; products: { _id: string }[] }, void>({
      query: () => '',
    }),
  }),
});

const rootReducer = combineSlices(searchSlice, catalogueApi);

describe('makeStore', () => {
  it('starts from the preloaded state', () => {
    const store = makeStore({
      reducer: rootReducer,
      apis: [catalogueApi],
      preloadedState: { search: { text: 'apple' } },
    });
    expect(store.getState().search.text).toBe('apple');
    store.dispatch(searchSlice.actions.searchChanged('milk'));
    expect(store.getState().search.text).toBe('milk');
  });

  it("adds each api's middleware so queries run and are cached", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore({ reducer: rootReducer, apis: [catalogueApi] });
    const result = await store.dispatch(catalogueApi.endpoints.productList.initiate());
    expect(result.data?.products).toEqual([{ _id: 'p1' }]);
    expect(catalogueApi.endpoints.productList.select()(store.getState()).status).toBe('fulfilled');
    // RTK Query logs an error when its middleware is missing from the store.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
