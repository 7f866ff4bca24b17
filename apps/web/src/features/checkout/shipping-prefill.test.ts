import { describe, expect, it } from 'vitest';
import { EMPTY_SHIPPING } from './checkout-rules.ts';
import { shippingFromStorage } from './shipping-prefill.ts';

describe('shippingFromStorage', () => {
  it('fills the address and the contact the installation flow kept', () => {
    const address = JSON.stringify({ line1: '12 Peachtree St', line2: 'Apt 4', city: 'Atlanta', state: 'ga', zipCode: '30303', uuid: 'x' });
    const contact = JSON.stringify({
      id: 'c1',
      firstName: 'Casey',
      lastName: 'Customer',
      email: 'casey@example.com',
      phones: [{ number: '(404) 555-0100' }],
    });
    expect(shippingFromStorage(address, contact)).toEqual({
      firstName: 'Casey',
      lastName: 'Customer',
      email: 'casey@example.com',
      phone: '4045550100',
      line1: '12 Peachtree St',
      line2: 'Apt 4',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30303',
    });
  });

  it('leaves empty what is missing or unreadable', () => {
    expect(shippingFromStorage(null, null)).toEqual(EMPTY_SHIPPING);
    expect(shippingFromStorage('not json', '[1,2]')).toEqual(EMPTY_SHIPPING);
    expect(shippingFromStorage(JSON.stringify({ zipcode: '30339', city: 7 }), JSON.stringify({ phones: [{}, { number: 5 }] }))).toEqual({
      ...EMPTY_SHIPPING,
      zipCode: '30339',
    });
  });
});
