import type { SiteId } from '@eb/domain/sites';
import { useState } from 'react';
import { useAppSelector } from '../../lib/hooks.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { useSite } from '../../lib/site-context.ts';
import { checkoutApi } from './checkout-api.ts';
import {
  addressChoice,
  checkedAddress,
  checkShipping,
  firstErrorField,
  type ShippingDraft,
  type ShippingErrors,
  type ShippingField,
} from './checkout-rules.ts';
import { fieldId } from './checkout-shipping-form.tsx';
import type { CheckoutView } from './checkout-view.ts';
import { storedShipping } from './shipping-prefill.ts';

/**
 * Step 1's fields as typed (from `saved` after a reload) and their errors. Continue checks them, then
 * the address, and goes on to the review or to the address check's question.
 */
export function useShippingForm(saved: ShippingDraft | undefined, go: (next: CheckoutView) => void) {
  const site = useSite();
  const me = useAppSelector(selectMe);
  // A new checkout starts from the address and contact the installation flow kept in this browser.
  const [draft, setDraft] = useState<ShippingDraft>(() => saved ?? storedShipping());
  const [prefilled, setPrefilled] = useState(false);
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [checking, setChecking] = useState(false);

  // A signed-in shopper's email fills the empty field once.
  if (!prefilled && me) {
    setPrefilled(true);
    if (me.role === 'consumer' && me.email && draft.email === '') setDraft({ ...draft, email: me.email });
  }

  function edit(field: ShippingField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  async function continueToReview() {
    const check = checkShipping(site.id as SiteId, draft);
    if (!check.ok) {
      setErrors(check.errors);
      const first = firstErrorField(check.errors);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setChecking(true);
    let verification = null;
    try {
      verification = await checkoutApi.validateAddress(check.address);
    } catch {
      // A failed check goes on as 'not found', with the address as entered (doc 001 §4).
    }
    setChecking(false);
    const choice = addressChoice(verification);
    const shipping = { contact: check.contact, address: checkedAddress(verification, check.address) };
    if (choice === 'continue') go({ step: 'review', shipping });
    else go({ step: 'confirm', kind: choice, entered: check.address, suggested: shipping.address, shipping });
  }

  return { draft, errors, checking, edit, continueToReview };
}
