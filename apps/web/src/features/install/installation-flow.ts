import { SUMMARY_LABELS } from '@eb/domain/commerce';
import { defaultJobOptions, type JobOptionField, type JobOptions, jobOptionProblems, pricingExtras } from '@eb/domain/job-options';
import type { SiteId } from '@eb/domain/sites';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { jobOptionsAnswered, jobOptionsKey } from '../../lib/install-slice.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { useSite } from '../../lib/site-context.ts';
import { requestLogin } from '../../lib/site-events.ts';
import { globalErrorRaised } from '../../lib/ui-slice.ts';
import { coverings } from './checkout-rules.ts';
import { installContext } from './installation-api.ts';
import { type Booked, type BookingAttempt, bookInstallation, bookingAttempt } from './installation-booking.ts';
import { addToCartBlock, answeredOptions, type OptionsContext, syncCounts } from './installation-options.ts';
import { useInstallationPricing } from './installation-pricing.ts';

/** Names the summary panel's button as it reads at the width shown (doc 001 §2: 'Find Installer**' on mobile). */
export const checkAvailabilityFirst = (button: string) =>
  `Check that installation is offered at your address first: close this window and use '${button}'.`;
export const CHECK_AVAILABILITY_FIRST = checkAvailabilityFirst(SUMMARY_LABELS.findProInstaller);
export const NO_PROVIDER = 'Service providers are unavailable in your area at this time.';
export const NOT_OFFERED = 'Professional installation is not offered on this site.';
export const SIGN_IN_TO_BOOK = 'Please sign in to book professional measure and install.';

/**
 * What both installation modals share (doc 001 §2–§5, §8): the job options with their defaults and
 * counts, prices that follow the options and the windows, why add to cart is off, and the booking.
 */
export function useInstallationFlow({
  designId,
  installOnly,
  leafItems,
}: {
  designId: string;
  installOnly: boolean;
  leafItems: { itemId: string; quantity: number }[];
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const site = useSite();
  const me = useAppSelector(selectMe);
  const { address, availability } = useAppSelector((state) => state.install);
  const answersKey = jobOptionsKey(designId, installOnly);
  const answered = useAppSelector((state) => state.install.jobOptions[answersKey]);
  const context = installContext(site, me);
  const selected = coverings(leafItems);
  const optionsContext: OptionsContext = { installOnly, siteId: site.id as SiteId, selected };
  // What was answered before in this modal for this design, else the defaults; counts follow the windows.
  const [raw, setOptions] = useState<JobOptions>(() => answered ?? defaultJobOptions(selected, { installOnly }));
  const options = syncCounts(raw, optionsContext);
  const [problems, setProblems] = useState<Partial<Record<JobOptionField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const attempt = useRef<BookingAttempt | null>(null);
  const pricing = useInstallationPricing(context, designId, leafItems, pricingExtras(options));

  const rep = me?.role === 'rep';
  const placeBlock = !context
    ? NOT_OFFERED
    : !address || (availability === 'unknown' && !rep)
      ? CHECK_AVAILABILITY_FIRST
      : availability === 'none'
        ? NO_PROVIDER
        : !me || me.role === 'guest'
          ? SIGN_IN_TO_BOOK
          : null;
  const block = placeBlock ?? addToCartBlock(options, optionsContext);

  const change = (next: JobOptions) => {
    setOptions(next);
    dispatch(jobOptionsAnswered({ key: answersKey, options: next }));
    // A fixed answer takes its message away; others stay until the next try.
    const now = jobOptionProblems(next, selected);
    setProblems((shown) =>
      Object.fromEntries(Object.keys(shown).flatMap((field) => (field in now ? [[field, shown[field as JobOptionField]]] : []))),
    );
  };

  const book = async () => {
    if (block || !context || !address || busy) return;
    const answered = answeredOptions(options, selected);
    if (!answered.ok) {
      setProblems(answered.problems);
      return;
    }
    setProblems({});
    const request = { designId, serviceType: 'I' as const, address, leafItems, options: answered.options };
    attempt.current = bookingAttempt(attempt.current, JSON.stringify(request));
    setBusy(true);
    try {
      const booked = await bookInstallation(context, me, request, attempt.current, { site, installOnly });
      setBooked(booked);
      // After a professional checkout the browser goes to the landing page (doc 001 §2, §4).
      navigate(booked.landingPath);
    } catch (error) {
      const failure = bookingFailure(error);
      if (failure.signIn) requestLogin(window.location.pathname + window.location.search, 'installation');
      else dispatch(globalErrorRaised({ message: failure.message }));
    } finally {
      setBusy(false);
    }
  };

  return { options, change, problems, optionsContext, pricing, block, busy, booked, book };
}

/**
 * What a failed booking leads to: the session ended while the modal was open (doc 001 §7: 401 has a
 * handler), so sign in and come back here; anything else is the global error, with the server's
 * sentence for a refused booking.
 */
export function bookingFailure(error: unknown): { signIn: true } | { signIn: false; message: string | null } {
  if (error instanceof ApiError && error.status === 401) return { signIn: true };
  return { signIn: false, message: userMessageOf(error) };
}
