/**
 * Slot (issue 12): the product-only cart flow of doc 001 §4 (buy-design, then the site's strategy,
 * then the cart page). Filled in by the cart work; callers: the summary panel's Checkout and the
 * design summary page's Add To Cart.
 */
export async function addDesignToCart(_designId: string): Promise<{ cartUrl: string }> {
  throw new Error('not built yet');
}
