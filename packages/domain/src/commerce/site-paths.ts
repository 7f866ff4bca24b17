import type { SiteId } from '../sites.ts';

// ——— Order pages (doc 001 §2) ———

/** The order details page of a job or order: /mandi/order/{id} on site 3, /orderdetail?jobid={id} on site 11. */
export function orderPagePath(siteId: SiteId | number, id: string): string {
  return siteId === 11 ? `/orderdetail?jobid=${encodeURIComponent(id)}` : `/mandi/order/${encodeURIComponent(id)}`;
}

/** The post-payment redirect (doc 001 §2): the order page built from the site id and the order number. */
export const postPaymentRedirect = (siteId: SiteId | number, orderNumber: string) => orderPagePath(siteId, orderNumber);

/** Where a site's cart lives: the internal cart, or the parent retailer's cart (site 11). */
export function cartPath(siteId: SiteId | number): string {
  return siteId === 11 ? '/cart' : '/Ordering/Cart';
}

/** Landing pages after a professional checkout (doc 001 §2). */
export function proLandingPath(siteId: SiteId | number): string {
  return siteId === 11 ? '/installation/schedule/bookappointment' : '/mandi/bookmeasure?cameFromEstimatePage=true';
}
