import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The navbar's search text; /products filters by it. */
export const searchSlice = createSlice({
  name: 'search',
  initialState: { text: '' },
  reducers: {
    setSearchText(state, action: PayloadAction<string>) {
      state.text = action.payload;
    },
  },
  selectors: {
    selectSearchText: (state) => state.text,
  },
});

export const { setSearchText } = searchSlice.actions;
export const { selectSearchText } = searchSlice.selectors;
