import { isMandiDesign } from '@eb/domain/design';
import { defaultShareMessage, EMPTY_SIGNATURE, type ShareResult, shareLink } from '@eb/domain/sharing';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { isAbortError } from '../../lib/api-client.ts';
import { PRODUCT_BASE } from '../../lib/builder-paths.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { useOpenDesigns } from '../../lib/open-designs.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { useSite } from '../../lib/site-context.ts';
import { shareEstimates } from './share-actions.ts';
import { shareApi } from './share-api.ts';
import {
  canShare,
  initialPick,
  initialShareForm,
  prefilledSignature,
  type ShareCandidate,
  type SignatureFields,
  shareFormReducer,
  shareRequest,
  shareRows,
  togglePick,
  trimmedSignature,
} from './share-form.ts';

export interface ShareRep {
  repId: string;
  siteId: number;
}

/**
 * What the Share modal keeps and does: the designs that may be shared and those picked, the step,
 * the form, the rep's saved signature, and the share itself with its outcome.
 */
export function useShareModal(currentDesignId: string, rep: ShareRep | null, onClose: () => void) {
  const dispatch = useAppDispatch();
  const site = useSite();
  const formId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const { designs, candidates } = useShareCandidates(rep);

  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [picked, setPicked] = useState(() => initialPick(candidates, currentDesignId));
  const [form, send] = useReducer(shareFormReducer, defaultShareMessage(site), initialShareForm);
  const [savedSignature, setSavedSignature] = useState<SignatureFields>(EMPTY_SIGNATURE);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  const [result, setResult] = useState<ShareResult | null>(null);
  const withSignature = rep !== null;
  // Read when the signature arrives, without loading it again when the account's details change.
  const me = useAppSelector(selectMe);
  const meRef = useRef(me);
  meRef.current = me;

  // The rep's signature as the server keeps it; empties when it cannot be had (doc 001 §6).
  const repId = rep?.repId ?? null;
  const repSiteId = rep?.siteId ?? null;
  useEffect(() => {
    if (repId === null || repSiteId === null) return;
    const controller = new AbortController();
    shareApi
      .loadSignature(repId, repSiteId, controller.signal)
      .then((answer) => ({ Name: answer.Name, Email: answer.Email, Phone: answer.Phone, Extension: answer.Extension }))
      .catch((error: unknown) => {
        if (isAbortError(error)) throw error;
        console.warn('The share signature could not be loaded', error);
        return { ...EMPTY_SIGNATURE };
      })
      .then((signature) => {
        setSavedSignature(signature);
        send({ type: 'signatureLoaded', signature: prefilledSignature(signature, meRef.current) });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [repId, repSiteId]);

  // Each step starts with focus on its first field, or its main button.
  useEffect(() => {
    if (step === 0) return;
    const dialog = bodyRef.current?.closest('dialog');
    const field = step === 1 ? dialog?.querySelector<HTMLElement>('.eb-modal__body input:not([disabled])') : null;
    (field ?? dialog?.querySelector<HTMLElement>('.eb-modal__footer .eb-button--primary'))?.focus();
  }, [step]);

  const rows = shareRows(candidates, picked);
  const loadPath = `${PRODUCT_BASE}/load`;
  const link = result?.link ? new URL(result.link, window.location.origin).toString() : shareLink(window.location.origin, loadPath, picked);

  const share = async () => {
    if (!canShare(form, withSignature) || sending) return;
    setSending(true);
    setFailure(null);
    const next = trimmedSignature(form.signature);
    const outcome = await dispatch(
      shareEstimates(
        shareRequest(form, picked, withSignature),
        rep ? { dcId: rep.repId, siteId: rep.siteId, saved: savedSignature, next } : null,
        designs,
      ),
    );
    setSending(false);
    if (outcome.kind === 'shared') {
      if (outcome.signature) setSavedSignature(outcome.signature);
      setResult(outcome.result);
      setStep(2);
    } else if (outcome.kind === 'already-shared') {
      onClose();
    } else {
      setFailure({ message: outcome.message });
    }
  };

  const toggle = (designId: string) => setPicked((current) => togglePick(candidates, current, designId));

  return {
    formId,
    bodyRef,
    candidates,
    rows,
    picked,
    toggle,
    step,
    setStep,
    form,
    send,
    withSignature,
    sending,
    failure,
    result,
    link,
    share,
  };
}

/** The open designs, and those of them this viewer may share, design by design. */
function useShareCandidates(rep: ShareRep | null) {
  const designs = useOpenDesigns();
  // Measure-and-install designs are not shared; others than reps share only designs they may change.
  // Compared design by design, so an unrelated change to the store does not re-render the modal.
  const shareable = useAppSelector(
    (state) =>
      designs
        .selectDesigns(state)
        .filter((design) => !isMandiDesign(design) && (rep !== null || designs.selectCanChange(state, design.designId))),
    shallowEqual,
  );
  const candidates: ShareCandidate[] = shareable.map(({ designId, name, sharedEmail, sharedDate }) => ({
    designId,
    name,
    sharedEmail,
    sharedDate,
  }));
  return { designs, candidates };
}
