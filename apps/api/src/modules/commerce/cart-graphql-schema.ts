/**
 * The cart GraphQL schema (doc 001 §7): the `addToCart(cartRequest: CartRequest!)` mutation with the
 * variables the retailer site sends (filterItem, localization store and zip, cartAttr, items with their
 * delivery configuration), answering cartId, itemCount and messages. The query is the cart's count.
 * Names follow `ADD_TO_CART_MUTATION` and the `CartGraphql*` types of the domain.
 */
export const CART_GRAPHQL_SCHEMA = /* GraphQL */ `
  "Where an item is delivered from: its configuration id, delivered as type GCC (a custom configuration)."
  input CartDelivery {
    configId: String!
    type: String!
  }

  "One configuration to add: the product id, quantity 1, shipped direct (location DirectShip, type sth)."
  input CartItem {
    itemId: String!
    quantity: Int!
    location: String!
    type: String!
    delivery: [CartDelivery!]!
  }

  "The store and zip code the cart is localised to."
  input CartLocalization {
    store: String!
    zip: String!
  }

  input CartAttributes {
    essentialAccessories: Boolean!
  }

  input CartRequest {
    filterItem: Boolean!
    localization: CartLocalization!
    cartAttr: CartAttributes
    items: [CartItem!]!
  }

  "Why an item was not added (type error), about the configuration named by correlationId."
  type CartMessage {
    type: String!
    messageCategoryType: String
    correlationId: String
    correlationType: String
    longDesc: String
    shortDesc: String
  }

  type CartAnswer {
    cartId: ID!
    itemCount: Int!
    messages: [CartMessage!]!
  }

  type CartCount {
    "Null while you have no open cart on this site."
    cartId: ID
    itemCount: Int!
  }

  type Query {
    "Your open cart on this site."
    cart: CartCount!
  }

  type Mutation {
    "Adds the items' configurations to your cart; an item that cannot be added comes back as a message while the others are added."
    addToCart(cartRequest: CartRequest!): CartAnswer!
  }
`;
