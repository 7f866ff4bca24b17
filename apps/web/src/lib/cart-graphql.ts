import {
  ADD_TO_CART_MUTATION,
  type BuyLine,
  CART_DELIVERY_TYPE,
  CART_EXPERIENCE_HEADER,
  CART_EXPERIENCE_NAME,
  CART_ITEM_LOCATION,
  CART_ITEM_QUANTITY,
  CART_ITEM_TYPE,
  type CartGraphqlAnswer,
  type CartGraphqlRequest,
  cartGraphqlAnswerSchema,
} from '@eb/domain/commerce';
import { ERROR_STATUS, type ErrorCode } from '@eb/domain/errors';
import { ApiError, checkAnswer } from './api-client.ts';
import { type CartAttempt, idempotencyKey } from './cart-attempt.ts';
import { apiConfig } from './config.ts';

/** The store a retailer cart is localised to: the saved store, or the default fallback store (doc 001 §3, §9). */
export interface CartStore {
  storeId: number | string;
  zipcode: string;
}

/**
 * The cartRequest variables of doc 001 §7 for one batch: filterItem on, the store and its zip,
 * essential accessories on, and each configuration as one direct-ship item of quantity 1 delivered
 * by its configuration id (type GCC). The item id is the retailer's product id.
 */
export function cartRequest(lines: readonly Pick<BuyLine, 'productId' | 'configurationGuid'>[], store: CartStore): CartGraphqlRequest {
  return {
    filterItem: true,
    localization: { store: String(store.storeId), zip: store.zipcode },
    cartAttr: { essentialAccessories: true },
    items: lines.map((line) => ({
      itemId: line.productId,
      quantity: CART_ITEM_QUANTITY,
      location: CART_ITEM_LOCATION,
      type: CART_ITEM_TYPE,
      delivery: [{ configId: line.configurationGuid, type: CART_DELIVERY_TYPE }],
    })),
  };
}

interface GraphqlError {
  message?: unknown;
  extensions?: { code?: unknown; statusCode?: unknown; status?: unknown };
}

const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && value in ERROR_STATUS;

/** A GraphQL error as the app's ApiError: the server's sentence, with its code and status when it gives them. */
function graphqlFailure(response: Response, errors: GraphqlError[]): ApiError {
  const first = errors[0];
  const code = isErrorCode(first?.extensions?.code) ? first.extensions.code : null;
  const given = Number(first?.extensions?.statusCode ?? first?.extensions?.status);
  const status = code ? ERROR_STATUS[code] : Number.isInteger(given) && given >= 400 ? given : response.ok ? 400 : response.status;
  const message = typeof first?.message === 'string' && first.message.trim() ? first.message : `The server answered ${response.status}.`;
  return new ApiError({ status, code: code ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'), message });
}

/**
 * One addToCart mutation on the cart GraphQL endpoint, with the X-Experience-Name header and the
 * browser's credentials (doc 001 §7). Answers cartId, itemCount and messages; an error message (an
 * item the cart would not take) fails the batch with its words.
 */
export async function sendCartGraphql(
  lines: readonly Pick<BuyLine, 'productId' | 'configurationGuid'>[],
  store: CartStore,
  attempt: CartAttempt,
): Promise<CartGraphqlAnswer> {
  const url = apiConfig.cartGraphql;
  const body = { query: ADD_TO_CART_MUTATION, variables: { cartRequest: cartRequest(lines, store) } };
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        [CART_EXPERIENCE_HEADER]: CART_EXPERIENCE_NAME,
        'idempotency-key': idempotencyKey(attempt, url, body),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'We could not reach the server. Please check your connection and try again.',
    });
  }
  let payload: { data?: { addToCart?: CartGraphqlAnswer | null } | null; errors?: GraphqlError[]; message?: unknown; code?: unknown };
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    throw new ApiError({ status: response.status, code: 'BAD_RESPONSE', message: 'The server sent an answer we could not read.' });
  }
  if (payload.errors?.length) throw graphqlFailure(response, payload.errors);
  const answer = payload.data?.addToCart;
  if (answer) {
    checkAnswer(cartGraphqlAnswerSchema, answer, `POST ${url} addToCart`, response.status);
    // Items the cart would not take come back as error messages: the batch did not all go in.
    const refused = answer.messages.find((message) => message.type === 'error');
    if (refused) {
      throw new ApiError({
        status: 409,
        code: 'CONFLICT',
        message: refused.longDesc || refused.shortDesc || 'An item was not added to the cart.',
      });
    }
    return answer;
  }
  // A request refused before GraphQL (not signed in, cross-site) answers the app's own { message, code }.
  if (!response.ok && typeof payload.message === 'string') {
    throw new ApiError({
      status: response.status,
      code: isErrorCode(payload.code) ? payload.code : 'BAD_RESPONSE',
      message: payload.message,
    });
  }
  throw new ApiError({ status: response.status, code: 'BAD_RESPONSE', message: 'The server sent an answer we could not read.' });
}
