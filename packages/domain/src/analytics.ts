import { z } from 'zod';

/** Event names of doc 000 §4 and §9 and doc 001 §7, as the builder publishes them. */
export const ANALYTICS_EVENTS = [
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
  'design.addProduct',
  'design.copyStyle',
  'design.duplicate',
  'design.itemConfigUpdate',
  'design.removeProduct',
  'design.save',
  'design.shopProducts',
  'design.swapProducts',
  'installation.summaryModal',
  'cart.add',
  'button.submission',
  'installation.noProvider',
  'login.requested',
  // The measurement guard's hints (measurement-guard.ts): which was shown, taken or dismissed.
  'measurement.hintShown',
  'measurement.hintTaken',
  'measurement.hintDismissed',
  // A change put on many selected windows at once (commands/bulk.ts): which change, on how many.
  'design.bulkEdit',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENTS, { error: 'Unknown analytics event name.' }),
  payload: z.record(z.string(), z.unknown()).default({}),
  occurredAt: z.iso.datetime({ error: 'occurredAt must be an ISO date-time.' }),
});

export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1, 'Send at least one event.').max(50, 'Send at most 50 events at a time.'),
});
