/** The texts users see while buying (doc 001 §2, §5, §8), in the spec's words. */

// ——— Texts of doc 001 §2, §5, §8 ———

export const ALL_WINDOWS_NEED_A_PRODUCT = 'All windows must have an item selected.';
export const NO_CART_STRATEGY = 'An add to cart strategy was not implemented for this site';
export const CARTING_FAILED = 'Carting an estimate failed';
export const PAY_FAILED = 'We are sorry, but we are unable to complete this action at this time.  Please try again.';
export const ARE_YOU_SURE = 'Are you sure?';
export const SUMMARY_BANNERS = {
  discontinued: 'One or more products in the design below is discontinued. Review now or contact {phone} for help.',
  edits: 'One or more products in the design below requires edits before purchase. Edit now or contact {phone} for help.',
} as const;

/** The summary labels of doc 001 §2 ('Other summary labels'), mobile wording where the spec gives one. */
export const SUMMARY_LABELS = {
  summary: 'Summary',
  shipping: 'Shipping',
  free: 'FREE',
  pretaxTotal: 'Pretax Total',
  youllSave: "You'll Save*",
  estimatedTax: 'Estimated Tax',
  toBeCalculated: 'To Be Calculated',
  subtotal: 'Subtotal',
  total: 'Total',
  selectedItems: 'Selected Items',
  productTotal: 'Product Total',
  addToOrder: 'Add to Order',
  findProInstaller: 'Find a Pro Installer**',
  findProInstallerMobile: 'Find Installer**',
  proNoteDoubleStar: '**Professional installation requires professional measure.',
  proNoteStar: '*Professional installation requires professional measure.',
  orderInstallation: 'Order Installation*',
  orderInstallationMobile: 'Order Install*',
  viewSummary: 'View Summary',
} as const;

/** Ours: what the star of 'You'll Save*' means, under the cart's and the checkout's totals. */
export const SAVINGS_NOTE = '*Savings off the retail price of the products, already taken off the Subtotal.';

/** Column headings of the design summary page (doc 001 §2). */
export const SUMMARY_PAGE_COLUMNS = {
  designName: 'Design Name',
  designType: 'Design Type',
  dateCreated: 'Date Created',
  quoteId: 'Quote ID',
  qty: 'Qty',
  subtotal: 'Subtotal',
  addToCart: 'Add To Cart',
} as const;
