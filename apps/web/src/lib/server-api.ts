import { DEFAULT_STORE, MANDI_SERVICE, type StoreAvailability } from '@eb/domain/address';
import type { Cart, Order } from '@eb/domain/commerce';
import type { AnswerOf, EndpointSpec } from '@eb/domain/endpoint';
import { catalogEndpoints, configurationEndpoints } from '@eb/domain/endpoints/catalog';
import { cartEndpoints, orderEndpoints } from '@eb/domain/endpoints/commerce';
import { providerEndpoints } from '@eb/domain/endpoints/installation';
import { mailEndpoints } from '@eb/domain/endpoints/operations';
import { sharingEndpoints } from '@eb/domain/endpoints/sharing';
import { MAILBOX_PAGE_SIZE, type MailboxPage, type MailDetail } from '@eb/domain/mail';
import type { AccountEstimate } from '@eb/domain/sharing';
import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import { accountWritesSettled } from './account-writes.ts';
import { ApiError, type CallInput, call } from './api-client.ts';

/** One call of the server-data layer: an endpoint of the domain's tables and what it is sent. */
export interface ServerCall {
  spec: EndpointSpec;
  input?: Omit<CallInput<EndpointSpec>, 'signal'> & { params?: Record<string, string>; query?: Record<string, unknown> };
}

/** A call of one endpoint for the layer, typed by its contract. */
export function ask<E extends EndpointSpec>(spec: E, input?: Omit<CallInput<E>, 'signal'>): ServerCall {
  return { spec, input: input as ServerCall['input'] };
}

/** A failed call as the layer keeps it: what ApiError says, so screens show the same sentences. */
export interface ServerError {
  status: number;
  code: string;
  message: string;
}

const serverQuery: BaseQueryFn<ServerCall, unknown, ServerError> = async ({ spec, input }, { signal }) => {
  try {
    return { data: await call(spec, { ...input, signal } as CallInput<EndpointSpec>) };
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
      query: () => ask(cartEndpoints.getCart),
      providesTags: ['Cart'],
    }),
    /**
     * The signed-in account's estimates (My Estimates), once the designs still joining the account
     * (linked as they loaded, a moment ago) have joined. Keyed by the user, so another sign-in lists
     * its own.
     */
    accountEstimates: build.query<AccountEstimate[], { userId: string }>({
      async queryFn(_arg, _api, _extra, baseCall) {
        await accountWritesSettled();
        const { listAccountEstimates } = sharingEndpoints;
        const answer = await baseCall(ask(listAccountEstimates));
        return answer.error ? { error: answer.error } : { data: listAccountEstimates.answer.parse(answer.data) };
      },
      providesTags: ['Estimates'],
    }),
    /**
     * An order by its number or job uid. The signed-in user is part of the key: who asks decides
     * whether it may be read, so signing in or out reads it again.
     */
    order: build.query<Order, { ref: string; userId: string | null }>({
      query: ({ ref }) => ask(orderEndpoints.getOrder, { params: { ref } }),
      providesTags: (_order, _error, { ref }) => [{ type: 'Order', id: ref }],
    }),
    /**
     * The shopper's local store and whether installers work around it (doc 001 §2, §3, §7): the
     * store the server keeps for them (the nearest to the address they set last), or the default
     * store when it cannot be read, then its availability for service 1, installation.
     */
    localStore: build.query<StoreAvailability, void>({
      async queryFn(_arg, _api, _extra, baseCall) {
        const { storeInfo, checkStoreAvailability } = providerEndpoints;
        const info = await baseCall(ask(storeInfo));
        const storeNumber = info.error ? DEFAULT_STORE.storeId : storeInfo.answer.parse(info.data).storeId;
        const answer = await baseCall(ask(checkStoreAvailability, { query: { service: MANDI_SERVICE, storeNumber } }));
        return answer.error ? { error: answer.error } : { data: checkStoreAvailability.answer.parse(answer.data) };
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
      query: ({ pageParam }) => ask(mailEndpoints.listOutbox, { query: { limit: MAILBOX_PAGE_SIZE, offset: pageParam } }),
    }),
    /** A product of the catalog with its options (the listing's swap header, the configurator). */
    product: build.query<AnswerOf<typeof catalogEndpoints.getProduct>, string>({
      query: (productId) => ask(catalogEndpoints.getProduct, { params: { productId } }),
    }),
    /** A configuration by its guid, as the configurator opens it (its edits are the page's own until priced). */
    configuration: build.query<AnswerOf<typeof configurationEndpoints.getConfiguration>, string>({
      query: (guid) => ask(configurationEndpoints.getConfiguration, { params: { guid } }),
      keepUnusedDataFor: 0,
    }),
    /** One mail of the mailbox, with its HTML and plain-text parts. */
    mail: build.query<MailDetail, string>({
      query: (id) => ask(mailEndpoints.readMail, { params: { id } }),
    }),
  }),
});

export const {
  useAccountEstimatesQuery,
  useCartQuery,
  useConfigurationQuery,
  useLocalStoreQuery,
  useMailboxInfiniteQuery,
  useMailQuery,
  useOrderQuery,
  useProductQuery,
} = serverApi;

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
