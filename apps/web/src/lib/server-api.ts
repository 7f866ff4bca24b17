import { DEFAULT_STORE, type StoreAvailability, storeAvailabilitySchema, storeInfoSchema } from '@eb/domain/address';
import { type Cart, cartSchema, type Order, orderSchema } from '@eb/domain/commerce';
import { MAILBOX_PAGE_SIZE, type MailboxPage, type MailDetail, mailboxPageSchema, mailDetailSchema } from '@eb/domain/mail';
import { type AccountEstimate, accountEstimatesSchema } from '@eb/domain/sharing';
import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import { accountWritesSettled } from './account-writes.ts';
import { type AnswerSchema, ApiError, type ApiFetchOptions, apiFetch } from './api-client.ts';
import { apiConfig } from './config.ts';
import { orderPath } from './orders-api.ts';

/** One call of the server-data layer: a path and apiFetch's options, with the answer's contract. */
export type ServerCall = { path: string } & Omit<ApiFetchOptions, 'signal'> & { answer?: AnswerSchema<unknown> };

/** A failed call as the layer keeps it: what ApiError says, so screens show the same sentences. */
export interface ServerError {
  status: number;
  code: string;
  message: string;
}

/** The built-in mailbox's outbox (`GET /api/mail/outbox`, `GET /api/mail/outbox/{id}`). */
const MAILBOX_PATH = '/api/mail/outbox';

/** GET interconnected-quotes/storeInfo (doc 001 §3, §7): the shopper's store. */
export const storeInfoPath = () => `${apiConfig.designBuilderBase}/interconnected-quotes/storeInfo`;

const serverQuery: BaseQueryFn<ServerCall, unknown, ServerError> = async ({ path, ...options }, { signal }) => {
  try {
    return { data: await apiFetch(path, { ...options, signal }) };
  } catch (error) {
    if (error instanceof ApiError) return { error: { status: error.status, code: error.code, message: error.message } };
    // A cancelled request: the layer drops its answer anyway.
    return { error: { status: 0, code: 'ABORTED', message: error instanceof Error ? error.message : String(error) } };
  }
};

export type { StoreAvailability };

/**
 * The server data screens share outside the builder (whose designs have their own store and change
 * stream), kept by RTK Query: one cached answer per call, loading and error states, and writes that
 * say which answers they make stale (tags). The header's cart count and the cart page read the same
 * cart, so they cannot disagree.
 */
export const serverApi = createApi({
  reducerPath: 'serverApi',
  baseQuery: serverQuery,
  tagTypes: ['Cart', 'Order', 'Estimates'],
  endpoints: (build) => ({
    /** The caller's cart on this site. */
    cart: build.query<Cart, void>({
      query: () => ({ path: apiConfig.cartBase, answer: cartSchema }),
      providesTags: ['Cart'],
    }),
    /**
     * The signed-in account's estimates (My Estimates), once the designs still joining the account
     * (linked as they loaded, a moment ago) have joined. Keyed by the user, so another sign-in lists
     * its own.
     */
    accountEstimates: build.query<AccountEstimate[], { userId: string }>({
      async queryFn(_arg, _api, _extra, call) {
        await accountWritesSettled();
        const answer = await call({ path: ACCOUNT_ESTIMATES_PATH, answer: accountEstimatesSchema });
        return answer.error ? { error: answer.error } : { data: accountEstimatesSchema.parse(answer.data) };
      },
      providesTags: ['Estimates'],
    }),
    /**
     * An order by its number or job uid. The signed-in user is part of the key: who asks decides
     * whether it may be read, so signing in or out reads it again.
     */
    order: build.query<Order, { ref: string; userId: string | null }>({
      query: ({ ref }) => ({ path: orderPath(ref), answer: orderSchema }),
      providesTags: (_order, _error, { ref }) => [{ type: 'Order', id: ref }],
    }),
    /**
     * The shopper's local store and whether installers work around it (doc 001 §2, §3, §7): the
     * store the server keeps for them (the nearest to the address they set last), or the default
     * store when it cannot be read, then its availability for service 1, installation.
     */
    localStore: build.query<StoreAvailability, void>({
      async queryFn(_arg, _api, _extra, call) {
        const info = await call({ path: storeInfoPath(), answer: storeInfoSchema });
        const storeNumber = info.error ? DEFAULT_STORE.storeId : storeInfoSchema.parse(info.data).storeId;
        const path = `/api/service-providers/check-store-availability?service=1&storeNumber=${storeNumber}`;
        const answer = await call({ path, answer: storeAvailabilitySchema });
        return answer.error ? { error: answer.error } : { data: storeAvailabilitySchema.parse(answer.data) };
      },
    }),
    /**
     * The built-in mailbox, newest first, a page at a time: the next page starts after the mails
     * already read. Keyed by the user: who asks decides whether it may be read.
     */
    mailbox: build.infiniteQuery<MailboxPage, { userId: string | null }, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, allPages) => {
          const read = allPages.reduce((count, page) => count + page.mails.length, 0);
          return lastPage.mails.length > 0 && read < lastPage.total ? read : undefined;
        },
      },
      query: ({ pageParam }) => ({ path: `${MAILBOX_PATH}?limit=${MAILBOX_PAGE_SIZE}&offset=${pageParam}`, answer: mailboxPageSchema }),
    }),
    /** One mail of the mailbox, with its HTML and plain-text parts. */
    mail: build.query<MailDetail, string>({
      query: (id) => ({ path: `${MAILBOX_PATH}/${encodeURIComponent(id)}`, answer: mailDetailSchema }),
    }),
  }),
});

export const { useAccountEstimatesQuery, useCartQuery, useLocalStoreQuery, useMailboxInfiniteQuery, useMailQuery, useOrderQuery } =
  serverApi;

/** My Estimates' list path. */
export const ACCOUNT_ESTIMATES_PATH = '/api/myaccount/estimates';

/** A failure the layer kept, as the ApiError the rest of the app reads sentences from. */
export function asApiError(error: unknown): ApiError {
  const kept = error as Partial<ServerError> | undefined;
  return new ApiError({
    status: kept?.status ?? 0,
    code: (kept?.code ?? 'BAD_RESPONSE') as ApiError['code'],
    message: kept?.message ?? 'The server sent an answer we could not read.',
  });
}

/** Marks the cart stale: every screen showing it (the header's count) reads it again. */
export const cartChanged = () => serverApi.util.invalidateTags(['Cart']);

/** Shows My Estimates as a change left it (a delete, a copy), without asking the server again. */
export const estimatesReceived = (userId: string, estimates: AccountEstimate[]) =>
  // A patch of the kept list (no fetch goes through its loading state, so the rows stay in place for focus).
  serverApi.util.updateQueryData('accountEstimates', { userId }, () => estimates);

/** Puts a cart the server just answered (after a change) where every screen reads it. */
export const cartReceived = (cart: Cart) => serverApi.util.upsertQueryData('cart', undefined, cart);

declare module './store-types.ts' {
  interface RootState {
    serverApi: ReturnType<typeof serverApi.reducer>;
  }
}
