import { isMandiDesign } from '@eb/domain/design';
import { defaultShareMessage, EMPTY_SIGNATURE, type ShareResult, shareLink } from '@eb/domain/sharing';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { PRODUCT_BASE } from '../../lib/builder-paths.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { useOpenDesigns } from '../../lib/open-designs.ts';
import { asApiError } from '../../lib/server-api.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { useSite } from '../../lib/site-context.ts';
import { shareEstimates } from './share-actions.ts';
import { answeredSignature, NO_SIGNATURE, useRepSignatureQuery } from './share-api.ts';
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
  // The signature a share saved; until then the one read from the server is the saved one.
  const [sharedSignature, setSharedSignature] = useState<SignatureFields | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  const [result, setResult] = useState<ShareResult | null>(null);
  const withSignature = rep !== null;
  // Read when the signature arrives, without loading it again when the account's details change.
  const me = useAppSelector(selectMe);
  const meRef = useRef(me);
  meRef.current = me;

  // The rep's signature as the server keeps it, read each time the modal opens; empty when it cannot
  // be had (doc 001 §6).
  const repId = rep?.repId ?? null;
  const repSiteId = rep?.siteId ?? null;
  const signatureRead = useRepSignatureQuery(repId === null || repSiteId === null ? skipToken : { repId, siteId: repSiteId }, {
    refetchOnMountOrArgChange: true,
  });
  const readSignature = answeredSignature(signatureRead);
  const signatureError = signatureRead.error;
  const savedSignature = sharedSignature ?? readSignature ?? EMPTY_SIGNATURE;

  // Once read, the form's signature starts as the server keeps it, else with the rep's name and email
  // (unless the rep already typed their own).
  useEffect(() => {
    if (!readSignature) return;
    if (readSignature === NO_SIGNATURE) console.warn('The share signature could not be loaded', asApiError(signatureError));
    send({ type: 'signatureLoaded', signature: prefilledSignature(readSignature, meRef.current) });
  }, [readSignature, signatureError]);

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
      if (outcome.signature) setSharedSignature(outcome.signature);
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
