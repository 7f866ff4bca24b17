import type { Address, SetAddressResult, Verification } from '@eb/domain/address';
import { addressEndpoints } from '@eb/domain/endpoints/installation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { call, isAbortError } from '../../lib/api-client.ts';
import { publish } from '../../lib/event-bus.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { type Availability, addressSaved, availabilityChecked } from '../../lib/install-slice.ts';
import { serverApi } from '../../lib/server-api.ts';
import { useSite } from '../../lib/site-context.ts';
import { globalErrorRaised } from '../../lib/ui-slice.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { useAddressDraft } from './availability-draft.ts';
import { checkCoverage, verifyAddress } from './availability-requests.ts';
import { useStepFocus } from './availability-step-focus.ts';
import {
  canCheckAvailability,
  checkDraft,
  formatAddress,
  installAddressFrom,
  setAddressBody,
  stepFor,
  suggestedAddress,
} from './availability-steps.ts';

interface Checked {
  entered: Address;
  verification: Verification;
}

/**
 * The modal's steps and what moves between them (doc 001 §4): check the address, confirm it, then
 * coverage; closing aborts whatever is under way and starts again from the address.
 */
export function useAvailabilityState({ open, onClose }: { open: boolean; onClose: () => void }) {
  const site = useSite();
  const { role } = useViewer();
  const dispatch = useAppDispatch();
  const { draft, errors, setErrors, flushDraft, edit, keepSaved } = useAddressDraft(open);
  const { step, setStep, go, bodyRef } = useStepFocus();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [useEntered, setUseEntered] = useState(false);
  const [outcome, setOutcome] = useState<{ address: string; zipCode: string; availability: Exclude<Availability, 'unknown'> } | null>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const ids = useId();

  function close() {
    controller.current?.abort();
    controller.current = null;
    flushDraft();
    setBusy(false);
    setErrors({});
    setChecked(null);
    setOutcome(null);
    setStep('address');
    onClose();
  }

  async function checkAvailability(event: FormEvent) {
    event.preventDefault();
    if (busy || !canCheckAvailability(draft)) return;
    const check = checkDraft(site.id, draft);
    if (!check.ok) {
      setErrors(check.errors);
      const first = (['line1', 'line2', 'city', 'state', 'zipCode'] as const).find((field) => check.errors[field]);
      if (first) document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    flushDraft();
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    const verification = await verifyAddress(check.address, abort.signal);
    if (!verification) return;
    setBusy(false);
    setChecked({ entered: check.address, verification });
    setUseEntered(false);
    go('confirm');
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy || !checked) return;
    const { verification, entered } = checked;
    const chosen = useEntered ? entered : suggestedAddress(verification, entered);
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    let saved: SetAddressResult;
    try {
      saved = await call(addressEndpoints.setAddress, { body: setAddressBody(site.id, verification, chosen), signal: abort.signal });
    } catch (error) {
      if (isAbortError(error)) return;
      setBusy(false);
      dispatch(globalErrorRaised({ message: error instanceof Error ? error.message : null }));
      return;
    }
    const address = installAddressFrom(saved);
    dispatch(addressSaved(address));
    // A new address is not known to be covered until the coverage answer.
    dispatch(availabilityChecked('unknown'));
    keepSaved(address);

    const availability = await checkCoverage(role, site.id, address.zipCode, abort.signal);
    if (availability === null) return;
    dispatch(availabilityChecked(availability));
    if (availability === 'none') publish('installation.noProvider', { siteId: site.id, zipCode: address.zipCode.slice(0, 5) });
    // 'We're Sorry' names the shopper's store when it is local to the address just saved: read before the step
    // shows, so its text does not arrive later and move the buttons under the shopper's pointer.
    if (stepFor(availability) === 'sorry') {
      const store = dispatch(serverApi.endpoints.localStore.initiate(undefined, { forceRefetch: true }));
      await store;
      store.unsubscribe();
      if (abort.signal.aborted) return;
    }
    controller.current = null;
    setBusy(false);
    setOutcome({ address: formatAddress(address), zipCode: address.zipCode, availability });
    go(stepFor(availability));
  }

  function tryAnotherAddress() {
    setChecked(null);
    setOutcome(null);
    go('address');
  }

  return {
    ids,
    bodyRef,
    step,
    go,
    draft,
    errors,
    edit,
    checked,
    useEntered,
    setUseEntered,
    outcome,
    busy,
    close,
    checkAvailability,
    confirm,
    tryAnotherAddress,
  };
}
