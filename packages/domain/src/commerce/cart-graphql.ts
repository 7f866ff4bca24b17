import { z } from 'zod';
/** The retailer cart's GraphQL mutation (doc 001 §7) and the constants its calls send (§9). */

// ——— Constants of doc 001 §7, §9 ———

/** Cart batches (retailer flow): the configured size but at least 5, default 5; 1000 ms between batches. */
export const CART_BATCH_MIN = 5;
export const CART_BATCH_DEFAULT = 5;
export const CART_CALM_MS = 1000;
export const CART_ITEM_QUANTITY = 1;
export const CART_EXPERIENCE_HEADER = 'X-Experience-Name';
export const CART_EXPERIENCE_NAME = 'custom-measure-and-install';
export const CART_DELIVERY_TYPE = 'GCC';
export const CART_ITEM_LOCATION = 'DirectShip';
export const CART_ITEM_TYPE = 'sth';

// ——— Cart GraphQL (doc 001 §7) ———

export interface CartGraphqlItem {
  itemId: string;
  quantity: number;
  location: string;
  type: string;
  delivery: { configId: string; type: string }[];
}
export interface CartGraphqlRequest {
  filterItem: boolean;
  localization: { store: string; zip: string };
  cartAttr: { essentialAccessories: boolean };
  items: CartGraphqlItem[];
}
const cartGraphqlMessageSchema = z.object({
  type: z.string(),
  messageCategoryType: z.string().nullable(),
  correlationId: z.string().nullable(),
  correlationType: z.string().nullable(),
  longDesc: z.string().nullable(),
  shortDesc: z.string().nullable(),
});
export type CartGraphqlMessage = z.infer<typeof cartGraphqlMessageSchema>;
/** The addToCart mutation's answer, as the page checks it in development and tests. */
export const cartGraphqlAnswerSchema = z.object({
  cartId: z.string(),
  itemCount: z.number().int(),
  messages: z.array(cartGraphqlMessageSchema),
});
export type CartGraphqlAnswer = z.infer<typeof cartGraphqlAnswerSchema>;

export const ADD_TO_CART_MUTATION = `mutation addToCart($cartRequest: CartRequest!) {
  addToCart(cartRequest: $cartRequest) {
    cartId
    itemCount
    messages { type messageCategoryType correlationId correlationType longDesc shortDesc }
  }
}`;
