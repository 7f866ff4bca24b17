import { builderSlice } from '../features/builder/state/builder-slice.ts';
import { historySlice } from '../features/builder/state/history-slice.ts';
import { selectionSlice } from '../features/builder/state/selection-slice.ts';
import { installSlice } from '../lib/install-slice.ts';
import { serverApi } from '../lib/server-api.ts';
import { sessionSlice } from '../lib/session-slice.ts';
import { uiSlice } from '../lib/ui-slice.ts';

/**
 * Every slice of the store. A feature adds its slice here, keyed by the slice's name, e.g.
 * `[builderSlice.name]: builderSlice.reducer`; and the slice's file declares its part of RootState (lib/store-types.ts).
 */
export const reducers = {
  [uiSlice.name]: uiSlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [builderSlice.name]: builderSlice.reducer,
  [historySlice.name]: historySlice.reducer,
  [selectionSlice.name]: selectionSlice.reducer,
  [installSlice.name]: installSlice.reducer,
  [serverApi.reducerPath]: serverApi.reducer,
};
