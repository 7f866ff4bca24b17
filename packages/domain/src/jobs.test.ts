import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands/apply.ts';
import { id, product, rep, sampleDesign } from './commands/test-graph.ts';
import type { DesignGraph } from './design.ts';
import { PHONE_MESSAGE } from './job-options.ts';
import {
  blankWindow,
  bookJobSchema,
  canBook,
  cartReportOutcome,
  createJobBodySchema,
  isJobUid,
  JOB_ALREADY_IN_CART,
  JOB_BOOKED_NOT_FAILED,
  JOB_NOT_BOOKED,
  JOB_UID_ALPHABET,
  jobDesignBodySchema,
  jobRefSchema,
  jobUidFrom,
  priceMatches,
  priceMismatchMessage,
  proEstimatePayload,
  proEstimatePayloadSchema,
  splitName,
  textOptInSchema,
  ZERO_GUID,
} from './jobs.ts';

const ids = { addressId: id(1001), propertyId: id(1002), customerId: id(1003), name: 'Pro estimate' };
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('job uids', () => {
  it('are MI- and two readable groups of four, never with 0, O, 1, I or L', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const uid = jobUidFrom(bytes);
        expect(uid).toMatch(/^MI-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
        expect(uid.slice(3)).not.toMatch(/[01OIL]/);
        expect(isJobUid(uid)).toBe(true);
      }),
    );
    expect(JOB_UID_ALPHABET).toHaveLength(31);
    expect(() => jobUidFrom(new Uint8Array(4))).toThrow();
  });

  it('name a job in paths as a uid or a uuid, nothing else', () => {
    expect(jobRefSchema.safeParse('MI-7KQ4-M2XP').success).toBe(true);
    expect(jobRefSchema.safeParse(id(5)).success).toBe(true);
    expect(jobRefSchema.safeParse('MI-7KQ4-M2X0').success).toBe(false);
    expect(jobRefSchema.safeParse('7').error?.issues[0]?.message).toBe('Please use a job id or job uid.');
  });
});

describe('job states', () => {
  it('book only a pending job', () => {
    expect(canBook('pending')).toBe(true);
    for (const status of ['booked', 'added-to-cart', 'cart-failed'] as const) expect(canBook(status)).toBe(false);
  });

  it.each([
    ['pending', false, false, { status: 'pending' }],
    ['pending', true, true, { problem: JOB_NOT_BOOKED }],
    ['booked', false, false, { problem: JOB_BOOKED_NOT_FAILED }],
    ['booked', true, true, { status: 'added-to-cart' }],
    ['booked', true, false, { status: 'cart-failed' }],
    ['cart-failed', true, true, { status: 'added-to-cart' }],
    ['added-to-cart', true, true, { status: 'added-to-cart' }],
    ['added-to-cart', true, false, { problem: JOB_ALREADY_IN_CART }],
  ] as const)('a %s job reported booked %s, carted %s → %o', (status, bookJobSucceeded, addToCartSucceeded, outcome) => {
    expect(cartReportOutcome(status, { bookJobSucceeded, addToCartSucceeded })).toEqual(outcome);
  });
});

describe('booking price rule', () => {
  it('matches to the cent, both retail and cost', () => {
    const job = { retailCents: 60100, costCents: 40700 };
    expect(priceMatches({ retail: 601, cost: 407 }, job)).toBe(true);
    expect(priceMatches({ retail: 601.004, cost: 407 }, job)).toBe(true);
    expect(priceMatches({ retail: 601.01, cost: 407 }, job)).toBe(false);
    expect(priceMatches({ retail: 601, cost: 406.99 }, job)).toBe(false);
    expect(priceMismatchMessage({ retail: 1, cost: 2 }, job)).toBe(
      "The price sent (retail $1.00, cost $2.00) does not match this job's price (retail $601.00, cost $407.00). Price the job again and book it at that price.",
    );
  });
});

describe('wire schemas', () => {
  const options = {
    windowHaul: false,
    windowRemoval: true,
    windowHaulCount: 0,
    windowRemoveCount: 2,
    textOptIn: true,
    textOptInNumber: '4045551234',
  };

  it('a job needs a design, a service type I or M, an address or property, windows and answered options', () => {
    const ok = createJobBodySchema.safeParse({
      designId: id(1),
      serviceType: 'I',
      addressId: id(2),
      leafItems: [{ itemId: id(3) }],
      options,
    });
    expect(ok.success).toBe(true);
    const bad = createJobBodySchema.safeParse({
      designId: 'x',
      serviceType: 'X',
      leafItems: [],
      options: { ...options, textOptInNumber: '404555' },
    });
    expect(issues(bad)).toEqual(
      expect.arrayContaining([
        ['designId', 'Please use a valid id.'],
        ['serviceType', 'serviceType must be I (installation) or M (measurement).'],
        ['leafItems', 'Please select at least one window.'],
        ['options.textOptInNumber', PHONE_MESSAGE],
      ]),
    );
    const noPlace = createJobBodySchema.safeParse({ designId: id(1), serviceType: 'M', leafItems: [{ itemId: id(3) }], options });
    expect(issues(noPlace)).toEqual([['addressId', 'Please send the addressId or propertyId of the install address.']]);
  });

  it('text opt-in: ten digits when on, anything short is refused with the spec sentence', () => {
    expect(textOptInSchema.parse({ textOptIn: false })).toEqual({ textOptIn: false, textOptInNumber: '' });
    expect(textOptInSchema.safeParse({ textOptIn: true, textOptInNumber: '4045551234' }).success).toBe(true);
    expect(issues(textOptInSchema.safeParse({ textOptIn: true, textOptInNumber: '404555123' }))).toEqual([
      ['textOptInNumber', PHONE_MESSAGE],
    ]);
    expect(issues(textOptInSchema.safeParse({ textOptIn: true, textOptInNumber: '40455512345' }))).toEqual([
      ['textOptInNumber', PHONE_MESSAGE],
    ]);
  });

  it('job designs: designUid or designName, not both, not neither', () => {
    expect(jobDesignBodySchema.safeParse({ designUid: id(1) }).success).toBe(true);
    expect(jobDesignBodySchema.safeParse({ designName: 'Upstairs' }).success).toBe(true);
    for (const body of [{}, { designUid: id(1), designName: 'x' }, { designUid: 'nope' }]) {
      expect(jobDesignBodySchema.safeParse(body).success).toBe(false);
    }
  });

  const booking = {
    jobUid: 'MI-7KQ4-M2XP',
    serviceType: 'I',
    dateCreated: '2026-11-23T10:00:00.000Z',
    receiveTexts: true,
    retail: 601,
    cost: 407,
    internalUserName: null,
    customer: {
      firstName: 'Sam',
      lastName: 'Shopper',
      uid: id(7),
      emailAddress: 'sam@example.com',
      phoneNumbers: [{ number: '4045551234' }],
    },
    address: { uid: id(8), line1: '1 Main St', line2: '', city: 'Atlanta', state: 'GA', zipcode: '30339' },
    siteCode: 'BDC',
  };

  it('the booking payload of doc 001 §3, field by field', () => {
    expect(bookJobSchema.safeParse(booking).success).toBe(true);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ jobUid: 'J1' }, 'jobUid', 'jobUid must be a job uid such as MI-7KQ4-M2XP.'],
      [{ serviceType: 'Q' }, 'serviceType', 'serviceType must be I (installation) or M (measurement).'],
      [{ dateCreated: 'yesterday' }, 'dateCreated', 'dateCreated must be an ISO date and time.'],
      [{ receiveTexts: 'yes' }, 'receiveTexts', 'receiveTexts must be true or false.'],
      [{ retail: -1 }, 'retail', 'Amounts must not be negative.'],
      [{ cost: 'free' }, 'cost', 'Amounts must be numbers of dollars.'],
      [{ customer: { ...booking.customer, firstName: ' ' } }, 'customer.firstName', 'Please enter a first name.'],
      [{ customer: { ...booking.customer, emailAddress: 'sam' } }, 'customer.emailAddress', 'Please enter a valid email address.'],
      [{ customer: { ...booking.customer, phoneNumbers: [{ number: '123' }] } }, 'customer.phoneNumbers.0.number', PHONE_MESSAGE],
      [{ customer: { ...booking.customer, phoneNumbers: [] } }, 'customer.phoneNumbers', 'Please give a phone number for text updates.'],
      [{ address: { ...booking.address, zipcode: '3033' } }, 'address.zipcode', 'Please enter a zip code.'],
      [{ address: { ...booking.address, uid: 'x' } }, 'address.uid', 'Please use a valid id.'],
      [{ siteCode: 'XYZ' }, 'siteCode', 'siteCode must be BDC or THD.'],
    ];
    for (const [change, path, message] of cases) {
      expect(issues(bookJobSchema.safeParse({ ...booking, ...change }))).toContainEqual([path, message]);
    }
    // No texts: no phone needed.
    expect(bookJobSchema.safeParse({ ...booking, receiveTexts: false, customer: { ...booking.customer, phoneNumbers: [] } }).success).toBe(
      true,
    );
  });
});

describe('splitName', () => {
  it('takes the last word as the last name', () => {
    expect(splitName('Sam Q Shopper')).toEqual({ firstName: 'Sam Q', lastName: 'Shopper' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitName(null)).toEqual({ firstName: '', lastName: '' });
  });
});

describe('proEstimatePayload', () => {
  /** Rooms A (window 1 with a product, quantity 2; window 2 empty) and B (window 1 with drapes). */
  function design(): DesignGraph {
    let graph = sampleDesign();
    const drapes = product({ configurationGuid: id(901), skuNumber: 'SKU-D', productName: 'Linen Drapes', productCategory: 'drapes' });
    graph = applyCommand(graph, { type: 'window.product', itemId: id(110), product: drapes }, rep).graph;
    const colored = product({
      attributes: [
        { name: 'width', value: '30' },
        { name: 'height', value: '40' },
      ],
      choices: [
        { choiceId: 'c1', optionId: 'o1', optionName: 'Color', optionType: 'color', choiceValue: 'Snow', price: 0, isInternal: false },
      ],
    });
    return applyCommand(graph, { type: 'window.product', itemId: id(100), product: colored }, rep).graph;
  }

  it('letters rooms A, B; numbers windows; empty and ineligible windows are blank placeholders with the zero guid', () => {
    const eligibility = {
      eligibility: [
        { skuNumber: 'SKU-1', eligible: true },
        { skuNumber: 'SKU-D', eligible: false },
      ],
    };
    const payload = proEstimatePayload(design(), eligibility, ids);
    expect(payload).toEqual({
      ...ids,
      rooms: [
        {
          label: 'A',
          name: expect.any(String),
          windows: [
            {
              label: 1,
              productName: 'Cellular Shade',
              autobahnEstimateGuid: id(900),
              color: 'Snow',
              height: '40',
              width: '30',
              productId: 'SKU-1',
            },
            blankWindow(2),
          ],
        },
        { label: 'B', name: expect.any(String), windows: [{ ...blankWindow(1), autobahnEstimateGuid: ZERO_GUID }] },
      ],
      itemsWithExtraQuantity: [{ autobahnEstimateGuid: id(900), quantity: 2 }],
    });
    expect(proEstimatePayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('names products by the retailer product id on site 11, and judges a product missing from the list by its category', () => {
    const payload = proEstimatePayload(design(), { eligibility: [], productIdMap: { 'SKU-1': '300SKU1' } }, ids);
    expect(payload.rooms[0]?.windows[0]?.productId).toBe('300SKU1');
    // Drapes are not eligible by category.
    expect(payload.rooms[1]?.windows[0]).toEqual(blankWindow(1));
  });

  it('the server schema refuses repeated labels and extra quantities of windows not in the estimate', () => {
    const payload = proEstimatePayload(design(), { eligibility: [] }, ids);
    const twice = { ...payload, rooms: [payload.rooms[0], { ...payload.rooms[1], label: 'A' }] };
    expect(issues(proEstimatePayloadSchema.safeParse(twice))).toContainEqual(['rooms', 'Each room label must be used once.']);
    const stray = { ...payload, itemsWithExtraQuantity: [{ autobahnEstimateGuid: id(999), quantity: 2 }] };
    expect(issues(proEstimatePayloadSchema.safeParse(stray))).toContainEqual([
      'itemsWithExtraQuantity.0',
      'An extra quantity must name a window of the estimate.',
    ]);
    const badLabel = { ...payload, rooms: [{ ...payload.rooms[0], label: 'a' }] };
    expect(issues(proEstimatePayloadSchema.safeParse(badLabel))).toContainEqual([
      'rooms.0.label',
      'A room label must be a letter (A, B, C…).',
    ]);
  });
});
