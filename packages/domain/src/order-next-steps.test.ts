import { describe, expect, it } from 'vitest';
import { orderNextSteps } from './order-next-steps.ts';

const base = {
  address: { line1: '2450 Cumberland Parkway', line2: '', city: 'Atlanta', state: 'GA', zipCode: '30339' },
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '4045550123' },
  jobUids: [] as string[],
  settlement: { paid: 0, dueOnDelivery: 0, balanceDue: 0 },
};
const product = { kind: 'product' } as const;
const installation = { kind: 'installation' } as const;

describe('orderNextSteps: what happens after an order', () => {
  it('ships products to the address and says what delivery collects', () => {
    const steps = orderNextSteps({ ...base, lines: [product] as never, settlement: { paid: 0, dueOnDelivery: 250.7, balanceDue: 0 } });
    expect(steps).toEqual([
      'We make your window coverings to the sizes on your order and ship them to 2450 Cumberland Parkway, Atlanta, GA 30339.',
      '$250.70 is collected when your order is delivered.',
    ]);
  });

  it('names the installer’s call with the jobs, and a balance a change order added', () => {
    const steps = orderNextSteps({
      ...base,
      lines: [installation] as never,
      jobUids: ['MI-7KQ4-M2XP'],
      settlement: { paid: 170.7, dueOnDelivery: 0, balanceDue: 80 },
    });
    expect(steps).toEqual([
      'Your installer calls you at (404) 555-0123 to set the day of the measure and install visit (job MI-7KQ4-M2XP).',
      '$80.00 is still due on this order.',
    ]);
  });
});
