import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, analyticsBatchSchema, analyticsEventSchema } from './analytics.ts';

const at = '2026-03-01T10:00:00.000Z';
const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('analytics event names (doc 000 §4, §9)', () => {
  it.each([
    // §4 estimate, container and item events
    'estimate.add',
    'estimate.saved',
    'estimate.failed',
    'estimate.selected',
    'estimate.loaded',
    'estimate.closed',
    'estimate.copied',
    'estimate.taxSuccess',
    'estimate.taxFailure',
    'estimate.saveToAccount',
    'estimate.invalidConfigurations',
    'container.add',
    'container.deleted',
    'container.copied',
    'item.add',
    'item.delete',
    'item.copy',
    'item.quantityUpdate',
    'item.tooltipSelectionUpdate',
    'item.tooltipSelectionRevert',
    // §9 design builder events
    'design.addProduct',
    'design.copyStyle',
    'design.duplicate',
    'design.itemConfigUpdate',
    'design.removeProduct',
    'design.save',
    'design.shopProducts',
    'design.swapProducts',
  ])('knows %s', (name) => {
    expect(ANALYTICS_EVENTS).toContain(name);
    expect(analyticsEventSchema.safeParse({ name, occurredAt: at }).success).toBe(true);
  });

  it('lists every name once', () => {
    expect(new Set(ANALYTICS_EVENTS).size).toBe(ANALYTICS_EVENTS.length);
  });
});

describe('analyticsEventSchema', () => {
  it('defaults the payload to an empty object and keeps a given one', () => {
    expect(analyticsEventSchema.parse({ name: 'design.save', occurredAt: at })).toEqual({
      name: 'design.save',
      payload: {},
      occurredAt: at,
    });
    expect(analyticsEventSchema.parse({ name: 'design.save', occurredAt: at, payload: { designId: 'd1', count: 2 } }).payload).toEqual({
      designId: 'd1',
      count: 2,
    });
  });

  it.each([
    [{ name: 'design.unknown', occurredAt: at }, ['Unknown analytics event name.']],
    [{ name: 'design.save', occurredAt: '2026-03-01' }, ['occurredAt must be an ISO date-time.']],
    [{ name: 'design.save', occurredAt: 'yesterday' }, ['occurredAt must be an ISO date-time.']],
    [{ name: 'nope', occurredAt: 'nope' }, ['Unknown analytics event name.', 'occurredAt must be an ISO date-time.']],
  ])('refuses %j', (value, expected) => {
    expect(messages(analyticsEventSchema.safeParse(value))).toEqual(expected);
  });

  it('refuses a payload that is not an object', () => {
    expect(analyticsEventSchema.safeParse({ name: 'design.save', occurredAt: at, payload: [1] }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ name: 'design.save', occurredAt: at, payload: 'x' }).success).toBe(false);
  });
});

describe('analyticsBatchSchema', () => {
  const event = { name: 'item.add', occurredAt: at };

  it('takes 1 to 50 events', () => {
    expect(analyticsBatchSchema.safeParse({ events: [event] }).success).toBe(true);
    expect(analyticsBatchSchema.safeParse({ events: Array.from({ length: 50 }, () => event) }).success).toBe(true);
  });

  it('says so when there are none or too many', () => {
    expect(messages(analyticsBatchSchema.safeParse({ events: [] }))).toEqual(['Send at least one event.']);
    expect(messages(analyticsBatchSchema.safeParse({ events: Array.from({ length: 51 }, () => event) }))).toEqual([
      'Send at most 50 events at a time.',
    ]);
  });
});
