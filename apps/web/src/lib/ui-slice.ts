import { SUCCESS_TOAST_MS } from '@eb/domain/messages';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The global flags of doc 000 §4: loading, the global error and the success toast. */
export interface GlobalError {
  /** null shows the default sentence (DEFAULT_GLOBAL_ERROR). */
  message: string | null;
  reloadOnClose: boolean;
}

/** Toast options of doc 000 §3. */
export interface Toast {
  display: boolean;
  message: string;
  /** Milliseconds before it dismisses itself; 0 keeps it until closed. */
  timeout: number;
  /** 'success' (something done), or 'notice' (something that happened elsewhere, such as someone else's edit). */
  tone: ToastTone;
}

export type ToastTone = 'success' | 'notice';

export interface UiState {
  /** Actions under way; the loading flag is on while any is. */
  pending: number;
  globalError: GlobalError | null;
  toast: Toast;
}

declare module './store-types.ts' {
  interface RootState {
    ui: UiState;
  }
}

export const initialUiState: UiState = {
  pending: 0,
  globalError: null,
  toast: { display: false, message: '', timeout: SUCCESS_TOAST_MS, tone: 'success' },
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    loadingStarted(state) {
      state.pending += 1;
    },
    loadingFinished(state) {
      state.pending = Math.max(0, state.pending - 1);
    },
    globalErrorRaised(state, action: PayloadAction<{ message?: string | null; reloadOnClose?: boolean } | undefined>) {
      state.globalError = { message: action.payload?.message ?? null, reloadOnClose: action.payload?.reloadOnClose ?? false };
      state.pending = 0;
    },
    /** Dismissal clears loading too (doc 000 §4); the page reload, when flagged, is done by the modal's host. */
    globalErrorDismissed(state) {
      state.globalError = null;
      state.pending = 0;
    },
    toastRequested(state, action: PayloadAction<{ message: string; timeout?: number; tone?: ToastTone }>) {
      const { message, timeout = SUCCESS_TOAST_MS, tone = 'success' } = action.payload;
      state.toast = { display: true, message, timeout, tone };
    },
    toastDismissed(state) {
      state.toast.display = false;
    },
  },
});

export const { loadingStarted, loadingFinished, globalErrorRaised, globalErrorDismissed, toastRequested, toastDismissed } = uiSlice.actions;

export const selectIsLoading = (state: { ui: UiState }) => state.ui.pending > 0;
export const selectGlobalError = (state: { ui: UiState }) => state.ui.globalError;
export const selectToast = (state: { ui: UiState }) => state.ui.toast;
