import {
  type Address,
  addressLabels,
  addressMessage,
  NO_PROVIDER_MESSAGE,
  PROPERTY_ADDRESS_STORAGE_KEY,
  type SetAddressResult,
  STATES,
  USE_ANYWAY,
  type Verification,
} from '@eb/domain/address';
import { installationServicesPath } from '@eb/domain/sites';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiFetch, isAbortError } from '../../lib/api-client.ts';
import { useDesignEdits } from '../../lib/design-edits.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { publish } from '../../lib/event-bus.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { type Availability, addressSaved, availabilityChecked } from '../../lib/install-slice.ts';
import { useHelpPhone, useSite } from '../../lib/site-context.ts';
import { useLocalStore } from '../../lib/stores.ts';
import { globalErrorRaised, toastRequested } from '../../lib/ui-slice.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { PhoneLink } from '../../ui/phone-link.tsx';
import { useNarrow } from './availability-narrow.ts';
import {
  ADDRESS_EDIT_DEBOUNCE_MS,
  type AddressDraft,
  type AddressField,
  type AvailabilityStep,
  availabilityFrom,
  canCheckAvailability,
  checkDraft,
  confirmKind,
  coverageCheck,
  draftFromStorage,
  EMPTY_DRAFT,
  ENTER_ADDRESS_TEXT,
  formatAddress,
  installAddressFrom,
  modalTitle,
  setAddressBody,
  stepFor,
  storedAddressJson,
  suggestedAddress,
  verificationOrFallback,
} from './availability-steps.ts';
import { continueToCheckout, useCheckoutOffer } from './checkout-request.ts';
import { productsOnlyCommand } from './checkout-rules.ts';
import { createProEstimate } from './pro-estimate.ts';

const VALIDATE_PATH = '/api/customer/addressvalidation/v1/validate';
const SET_ADDRESS_PATH = '/api/customer/profile/temp/setaddress';

function readStoredDraft(): AddressDraft | null {
  try {
    return draftFromStorage(window.localStorage.getItem(PROPERTY_ADDRESS_STORAGE_KEY));
  } catch {
    return null;
  }
}

function writeStored(json: string): void {
  try {
    window.localStorage.setItem(PROPERTY_ADDRESS_STORAGE_KEY, json);
  } catch (error) {
    // Doc 001 §8: failing to persist state is a console warning only.
    console.warn('The property address was not kept in local storage', error);
  }
}

interface Checked {
  entered: Address;
  verification: Verification;
}

/**
 * The Professional Measure & Install modal (doc 001 §2, §4): enter address, confirm it, then
 * coverage; covered, 'Continue to Checkout' runs the design's Checkout.
 */
export function AvailabilityModal({ open, onClose, designId }: { open: boolean; onClose: () => void; designId: string }) {
  const site = useSite();
  const { role } = useViewer();
  const dispatch = useAppDispatch();
  const narrow = useNarrow();
  const [step, setStep] = useState<AvailabilityStep>('address');
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [checked, setChecked] = useState<Checked | null>(null);
  const [useEntered, setUseEntered] = useState(false);
  const [outcome, setOutcome] = useState<{ address: string; availability: Exclude<Availability, 'unknown'> } | null>(null);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);
  const pendingDraft = useRef<AddressDraft | null>(null);
  const controller = useRef<AbortController | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const stepChanged = useRef(false);
  const ids = useId();
  const checkout = useCheckoutOffer(designId);
  // Where nobody installs: the windows set for installation can become Product Only in one step.
  const edits = useDesignEdits();
  const canBuyProductsOnly = useAppSelector((state) =>
    edits ? productsOnlyCommand(edits.selectWindows(state, designId)) !== null : false,
  );
  const buyProductsOnly = () => {
    if (!edits) return;
    dispatch((_, getState) => {
      const command = productsOnlyCommand(edits.selectWindows(getState(), designId));
      if (command) dispatch(edits.run(designId, command));
    });
    dispatch(toastRequested({ message: PRODUCTS_ONLY_DONE, timeout: 5000 }));
    close();
  };
  const savedAddress = useAppSelector((state) => state.install.address);
  const navigate = useNavigate();
  const [measuring, setMeasuring] = useState(false);
  const addressFormId = `${ids}-address`;
  const confirmFormId = `${ids}-confirm`;

  // Opening: the address kept in local storage (MI_PropertyAddress) fills the form.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const stored = readStoredDraft();
      if (stored) setDraft(stored);
    }
  }

  // Doc 001 §4, §9: edits are pushed after a 300 ms pause (the pending edit is the draft itself).
  useEffect(() => {
    if (pendingDraft.current !== draft) return;
    const timer = setTimeout(() => {
      if (pendingDraft.current !== draft) return;
      pendingDraft.current = null;
      writeStored(storedAddressJson(draft));
    }, ADDRESS_EDIT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  // A new step takes focus to its heading (or the first field when going back to the address).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step change.
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    bodyRef.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus();
  }, [step]);

  function flushDraft() {
    const edited = pendingDraft.current;
    pendingDraft.current = null;
    if (edited) writeStored(storedAddressJson(edited));
  }

  function go(next: AvailabilityStep) {
    stepChanged.current = true;
    setStep(next);
  }

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

  function edit(field: AddressField, value: string) {
    const next = { ...draft, [field]: value };
    pendingDraft.current = next;
    setDraft(next);
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
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
    let verification: Verification | null = null;
    try {
      const { line1, line2, city, state, zipCode } = check.address;
      verification = await apiFetch<Verification>(VALIDATE_PATH, {
        method: 'POST',
        body: { Line1: line1, Line2: line2, City: city, State: state, ZipCode: zipCode },
        signal: abort.signal,
      });
    } catch (error) {
      if (isAbortError(error)) return;
      // Doc 001 §4: a failed verification still advances with the address as entered.
    }
    setBusy(false);
    setChecked({ entered: check.address, verification: verificationOrFallback(verification, check.address) });
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
      saved = await apiFetch<SetAddressResult>(SET_ADDRESS_PATH, {
        method: 'POST',
        body: setAddressBody(site.id, verification, chosen),
        signal: abort.signal,
      });
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
    writeStored(storedAddressJson(address));
    pendingDraft.current = null;
    setDraft({ line1: address.line1, line2: address.line2, city: address.city, state: address.state, zipCode: address.zipCode });

    const plan = coverageCheck(role, site.id, address.zipCode);
    let answer: boolean | null;
    try {
      answer =
        plan.kind === 'check-availability'
          ? await apiFetch<boolean>(plan.path, { signal: abort.signal })
          : (await apiFetch<{ result: boolean }>(plan.path, { signal: abort.signal })).result;
    } catch (error) {
      if (isAbortError(error)) return;
      // Doc 001 §8: a failed check-availability counts as covered by other; §7: a failed pro-availability as false.
      answer = null;
    }
    const availability = availabilityFrom(plan.kind, answer);
    dispatch(availabilityChecked(availability));
    if (availability === 'none') publish('installation.noProvider', { siteId: site.id, zipCode: address.zipCode.slice(0, 5) });
    controller.current = null;
    setBusy(false);
    setOutcome({ address: formatAddress(address), availability });
    go(stepFor(availability));
  }

  // The professional estimate path (doc 001 §4): a new measure-and-install design of this one's
  // windows at the saved address, ineligible ones blank; any failure is the global error (§8).
  async function measure() {
    if (!savedAddress || measuring) return;
    setMeasuring(true);
    try {
      const path = await createProEstimate(designId, savedAddress, site.id);
      close();
      navigate(path);
    } catch (error) {
      close();
      dispatch(globalErrorRaised({ message: userMessageOf(error) }));
    } finally {
      setMeasuring(false);
    }
  }

  const labels = addressLabels(site.id);
  const fieldProps = (field: AddressField) => ({
    id: `${ids}-${field}`,
    label: labels[field],
    value: draft[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => edit(field, event.target.value),
  });

  let body: ReactNode = null;
  let footer: ReactNode = null;

  if (step === 'address') {
    body = (
      <form id={addressFormId} className="eb-avail__form" noValidate onSubmit={checkAvailability}>
        <p className="eb-avail__intro">{ENTER_ADDRESS_TEXT}</p>
        <Field {...fieldProps('line1')} autoComplete="address-line1" maxLength={100} required data-step-focus />
        <Field {...fieldProps('line2')} autoComplete="address-line2" maxLength={100} />
        <Field {...fieldProps('city')} autoComplete="address-level2" maxLength={60} required />
        <div className="eb-avail__row">
          <div className={`eb-field${errors.state ? ' has-error' : ''}`}>
            <label className="eb-field__label" htmlFor={`${ids}-state`}>
              {labels.state}
            </label>
            <select
              id={`${ids}-state`}
              className="eb-field__input eb-avail__select"
              value={draft.state}
              autoComplete="address-level1"
              required
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={errors.state ? `${ids}-state-error` : undefined}
              onChange={(event) => edit('state', event.target.value)}
            >
              <option value="">Select</option>
              {STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
            {errors.state && (
              <p id={`${ids}-state-error`} className="eb-field__error">
                {errors.state}
              </p>
            )}
          </div>
          <Field {...fieldProps('zipCode')} autoComplete="postal-code" inputMode="numeric" maxLength={10} required />
        </div>
      </form>
    );
    footer = (
      // Keys keep each step's buttons apart: a reused button that turned into a submit button would submit the next step's form.
      <Button key="check" type="submit" form={addressFormId} disabled={!canCheckAvailability(draft)} busy={busy}>
        Check Availability
      </Button>
    );
  } else if (step === 'confirm' && checked) {
    const kind = confirmKind(checked.verification);
    const suggestion = suggestedAddress(checked.verification, checked.entered);
    const message = addressMessage(checked.verification);
    body = (
      <form id={confirmFormId} className="eb-avail__confirm" onSubmit={confirm}>
        {kind === 'similar' ? (
          <fieldset className="eb-avail__choices">
            <legend className="eb-avail__message" tabIndex={-1} data-step-focus>
              {message}
            </legend>
            <label className="eb-avail__choice">
              <input type="radio" name={`${ids}-choice`} checked={!useEntered} onChange={() => setUseEntered(false)} />
              <span>
                <span className="eb-avail__choice-label">Suggested address</span>
                <span className="eb-avail__address">{formatAddress(suggestion)}</span>
              </span>
            </label>
            <label className="eb-avail__choice">
              <input type="radio" name={`${ids}-choice`} checked={useEntered} onChange={() => setUseEntered(true)} />
              <span>
                <span className="eb-avail__choice-label">Address you entered</span>
                <span className="eb-avail__address">{formatAddress(checked.entered)}</span>
              </span>
            </label>
          </fieldset>
        ) : (
          <>
            <p className="eb-avail__message" tabIndex={-1} data-step-focus>
              {message}
            </p>
            <p className="eb-avail__address eb-avail__address--boxed">{formatAddress(suggestion)}</p>
          </>
        )}
      </form>
    );
    footer = (
      <>
        <Button key="edit" variant="secondary" disabled={busy} onClick={() => go('address')}>
          Edit Address
        </Button>
        <Button key="use" type="submit" form={confirmFormId} busy={busy}>
          {kind === 'notFound' ? USE_ANYWAY : 'Use This Address'}
        </Button>
      </>
    );
  } else if (step === 'covered' && outcome) {
    body = (
      <div className="eb-avail__result">
        <h3 className="eb-avail__heading" tabIndex={-1} data-step-focus>
          Good News!
        </h3>
        <p>Professional measure and install is available at your address through the {site.brand} network of service providers:</p>
        <p className="eb-avail__address eb-avail__address--boxed">{outcome.address}</p>
        <p>Continue to checkout to book your measure and installation with your order.</p>
        <p>Or have a provider measure first: a measure estimate copies this design's windows for the visit.</p>
        {checkout?.reason && (
          <p id={`${ids}-checkout-reason`} className="eb-avail__reason">
            {checkout.reason}
          </p>
        )}
      </div>
    );
    footer = (
      <>
        <Button
          key="measure"
          variant="secondary"
          busy={measuring}
          disabled={Boolean(checkout?.proReason) || !savedAddress}
          aria-describedby={checkout?.proReason ? `${ids}-checkout-reason` : undefined}
          onClick={measure}
        >
          Create a Measure Estimate
        </Button>
        <Button
          key="continue"
          disabled={Boolean(checkout?.reason)}
          aria-describedby={checkout?.reason ? `${ids}-checkout-reason` : undefined}
          onClick={() => {
            close();
            continueToCheckout(designId);
          }}
        >
          Continue to Checkout
        </Button>
      </>
    );
  } else if (step === 'sorry' && outcome) {
    body = <SorryStep availability={outcome.availability} />;
    footer = (
      <>
        <Button
          variant="secondary"
          onClick={() => {
            setChecked(null);
            setOutcome(null);
            go('address');
          }}
        >
          Try another address
        </Button>
        {canBuyProductsOnly && (
          <Button variant="secondary" onClick={buyProductsOnly}>
            Buy the products only
          </Button>
        )}
        <Link className="eb-button eb-button--primary" to={installationServicesPath(site)} onClick={close}>
          <span className="eb-button__label">Find out more</span>
        </Link>
      </>
    );
  }

  return (
    <Modal open={open} title={modalTitle(narrow)} width={450} onClose={close} footer={footer} className="eb-avail">
      <div ref={bodyRef} className="eb-avail__body">
        {body}
      </div>
    </Modal>
  );
}

/** Said once 'Buy the products only' switched the windows. */
export const PRODUCTS_ONLY_DONE = 'Every window is now Product Only: Checkout puts them in your cart, to install yourself.';

/** Covered by nobody (or the coverage check failed): 'We're Sorry' with help by phone and at home (doc 001 §2, §8). */
function SorryStep({ availability }: { availability: Exclude<Availability, 'unknown'> }) {
  const phone = useHelpPhone();
  const local = useLocalStore();
  return (
    <div className="eb-avail__result">
      <h3 className="eb-avail__heading" tabIndex={-1} data-step-focus>
        We're Sorry
      </h3>
      {availability === 'none' && <p className="eb-avail__unavailable">{NO_PROVIDER_MESSAGE}</p>}
      <p>
        Professional measure and install appointments can't be set up online in your area. Please visit your local store to schedule them.
      </p>
      {local && (
        <section className="eb-avail__help" aria-labelledby="eb-avail-store">
          <h4 id="eb-avail-store">Your Local Store</h4>
          <p>
            {local.store.storeFullName} ({local.store.zipcode})
            {local.available ? ': installers work around this store, so its team can schedule your appointment.' : '.'}
          </p>
        </section>
      )}
      <section className="eb-avail__help" aria-labelledby="eb-avail-diy">
        <h4 id="eb-avail-diy">Get DIY Help</h4>
        <p>
          Measuring and installing on your own? Our experts will walk you through it: <PhoneLink phone={phone} />
        </p>
      </section>
      <section className="eb-avail__help" aria-labelledby="eb-avail-home">
        <h4 id="eb-avail-home">Shop at Home</h4>
        <p>Book a window covering expert to visit your home, measure your windows and help you choose. Call the number above to book.</p>
      </section>
    </div>
  );
}
