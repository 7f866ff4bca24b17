import { CONTACT_INFORMATION_STORAGE_KEY, PROPERTY_ADDRESS_STORAGE_KEY } from '@eb/domain/address';
import { type BuyDesign, CARTING_FAILED, proLandingPath } from '@eb/domain/commerce';
import { internalUserName, type Me } from '@eb/domain/identity';
import type { JobOptionsInput } from '@eb/domain/job-options';
import type { Job } from '@eb/domain/jobs';
import { can } from '@eb/domain/permissions';
import type { Site } from '@eb/domain/sites';
import { addConfigurationsToCart, cartDesignProducts, fetchBuyDesign } from '../../lib/cart.ts';
import { type CartAttempt, cartAttempt } from '../../lib/cart-attempt.ts';
import type { CartStore } from '../../lib/cart-graphql.ts';
import { publish } from '../../lib/event-bus.ts';
import type { InstallAddress } from '../../lib/install-slice.ts';
import { storedAddressJson } from './availability-steps.ts';
import { bookJob, createConfiguration, createJob, type InstallContext, reportCart } from './installation-api.ts';

/**
 * Add to cart with installation (doc 001 §4 add-to-cart chains): make the job, book it, make its
 * installation configuration, keep the address and contact in local storage, put the design's
 * products (by the site's cart strategy) and the installation configuration in the cart, send the
 * 'cart add' event, report the outcome to the installation service (backfill), then answer the
 * landing page. One attempt keeps its idempotency keys, its booking date and the steps already done,
 * so a retry or a double click makes one job, one booking, one configuration and one set of lines.
 */
export interface BookingAttempt {
  /** What the attempt books; a different request starts a new attempt. */
  signature: string;
  createKey: string;
  bookKey: string;
  dateCreated: string;
  /** The cart calls' keys. */
  cart: CartAttempt;
  /** Steps done so far, not repeated by a retry. */
  done: { buy?: BuyDesign; job?: Job; booked?: Job; configurationGuid?: string; carted?: Carted };
}

export function bookingAttempt(previous: BookingAttempt | null, signature: string): BookingAttempt {
  if (previous && previous.signature === signature) return previous;
  return {
    signature,
    createKey: crypto.randomUUID(),
    bookKey: crypto.randomUUID(),
    dateCreated: new Date().toISOString(),
    cart: cartAttempt(),
    done: {},
  };
}

export interface BookingRequest {
  designId: string;
  serviceType: 'I' | 'M';
  address: InstallAddress;
  leafItems: { itemId: string; quantity: number }[];
  options: JobOptionsInput;
}

/** Where the cart step goes: the page's site, and whether the design's products go too (not for Installation Only). */
export interface CartTarget {
  site: Site;
  installOnly: boolean;
  store?: CartStore | null;
  /** The pause between cart batches (tests give their own). */
  sleep?: (ms: number) => Promise<void>;
}

export interface Booked {
  job: Job;
  configurationGuid: string;
  cartUrl: string;
  /** Where the browser goes after a professional checkout (doc 001 §2). */
  landingPath: string;
}

/** The internal user a booking names: the rep's own, where the table's `booking.nameInternalUser` allows one. */
const bookingInternalUser = (me: Pick<Me, 'role' | 'email'> | null) =>
  me?.email && can({ role: me.role, repId: null, isOwner: false }, 'booking.nameInternalUser') ? internalUserName(me.email) : null;

/** The contact kept in MI_ContactInformation: the job's customer (doc 001 §3), with the phone given for texts. */
function contactOf(job: Job, options: JobOptionsInput) {
  const phones = options.textOptIn && options.textOptInNumber ? [{ number: options.textOptInNumber }] : job.customer.phones;
  return { id: job.customerId, firstName: job.customer.firstName, lastName: job.customer.lastName, email: job.customer.email, phones };
}

/** Doc 001 §3, §8: address and contact in local storage; failing to keep them is a console warning only. */
function keepAddressAndContact(address: InstallAddress, job: Job, options: JobOptionsInput): void {
  try {
    window.localStorage.setItem(PROPERTY_ADDRESS_STORAGE_KEY, storedAddressJson(address));
    window.localStorage.setItem(CONTACT_INFORMATION_STORAGE_KEY, JSON.stringify(contactOf(job, options)));
  } catch (error) {
    console.warn('The address and contact were not kept in local storage', error);
  }
}

interface Carted {
  cartUrl: string;
  products: number;
  cartId: string;
}

/** The cart step: the design's products by the site's strategy (unless install-only), then the installation configuration. */
async function cartInstallation(
  buy: BuyDesign | null,
  configurationGuid: string,
  attempt: BookingAttempt,
  target: CartTarget,
): Promise<Carted> {
  let cartUrl: string | null = null;
  const products = buy?.lines.length ?? 0;
  if (buy && products > 0) {
    ({ cartUrl } = await cartDesignProducts(buy, target.site, {
      attempt: attempt.cart,
      store: target.store ?? null,
      ...(target.sleep && { sleep: target.sleep }),
    }));
  }
  const added = await addConfigurationsToCart([configurationGuid], attempt.cart);
  return { cartUrl: cartUrl ?? added.cartUrl, products, cartId: added.cartId };
}

export async function bookInstallation(
  context: InstallContext,
  me: Pick<Me, 'role' | 'email'> | null,
  request: BookingRequest,
  attempt: BookingAttempt,
  target: CartTarget,
): Promise<Booked> {
  const { done } = attempt;
  const { options } = request;
  // What the cart will take is read first: a design that cannot be bought books nothing.
  if (!target.installOnly) done.buy ??= await fetchBuyDesign(request.designId);
  done.job ??= await createJob(
    context,
    {
      designId: request.designId,
      serviceType: request.serviceType,
      addressId: request.address.addressId,
      propertyId: request.address.propertyId,
      leafItems: request.leafItems,
      options,
    },
    attempt.createKey,
  );
  const job = done.job;
  if (!done.booked) {
    try {
      done.booked = await bookJob(
        context,
        {
          jobUid: job.jobUid,
          serviceType: job.serviceType,
          dateCreated: attempt.dateCreated,
          receiveTexts: options.textOptIn,
          retail: job.pricingResult.retail,
          cost: job.pricingResult.cost,
          internalUserName: bookingInternalUser(me),
          customer: {
            firstName: job.customer.firstName,
            lastName: job.customer.lastName,
            uid: job.customerId,
            emailAddress: job.customer.email,
            phoneNumbers: options.textOptIn ? [{ number: options.textOptInNumber }] : [],
          },
          address: { uid: job.addressId, ...job.address },
          siteCode: context.siteCode,
        },
        attempt.bookKey,
      );
    } catch (error) {
      await reportCart(context, { jobUid: job.jobUid, bookJobSucceeded: false, addToCartSucceeded: false }).catch(() => undefined);
      throw error;
    }
  }
  const booked = done.booked;
  if (!done.configurationGuid) {
    try {
      done.configurationGuid = (await createConfiguration(context, booked.id, options)).configurationGuid;
    } catch (error) {
      await reportCart(context, { jobUid: booked.jobUid, bookJobSucceeded: true, addToCartSucceeded: false }).catch(() => undefined);
      throw error;
    }
  }
  const configurationGuid = done.configurationGuid;
  keepAddressAndContact(request.address, booked, options);

  if (!done.carted) {
    try {
      done.carted = await cartInstallation(done.buy ?? null, configurationGuid, attempt, target);
    } catch (error) {
      console.error(CARTING_FAILED, error);
      await reportCart(context, { jobUid: booked.jobUid, bookJobSucceeded: true, addToCartSucceeded: false }).catch(() => undefined);
      throw error;
    }
    publish('cart.add', {
      flow: target.installOnly ? 'installation-only' : 'product-and-install',
      designId: request.designId,
      siteId: target.site.id,
      jobUid: booked.jobUid,
      configurations: done.carted.products + 1,
      cartId: done.carted.cartId,
    });
  }
  const carted = done.carted;
  await reportCart(context, { jobUid: booked.jobUid, bookJobSucceeded: true, addToCartSucceeded: true });
  return { job: booked, configurationGuid, cartUrl: carted.cartUrl, landingPath: proLandingPath(target.site.id) };
}
