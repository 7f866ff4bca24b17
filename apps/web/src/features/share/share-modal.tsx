import { isMandiDesign } from '@eb/domain/design';
import {
  defaultShareMessage,
  EMPTY_SIGNATURE,
  SHARE_MESSAGES,
  SHARE_MODAL_WIDTH,
  SHARE_STEP_TITLES,
  type ShareResult,
  shareLink,
} from '@eb/domain/sharing';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { isAbortError } from '../../lib/api-client.ts';
import { PRODUCT_BASE } from '../../lib/builder-paths.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { useOpenDesigns } from '../../lib/open-designs.ts';
import { useSite } from '../../lib/site-context.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { CopyLink } from './copy-link.tsx';
import { shareEstimates } from './share-actions.ts';
import { shareApi } from './share-api.ts';
import { ShareChooseStep } from './share-choose-step.tsx';
import { ShareEmailStep } from './share-email-step.tsx';
import {
  canShare,
  initialPick,
  initialShareForm,
  type ShareCandidate,
  type SignatureFields,
  shareFormReducer,
  shareRequest,
  shareRows,
  togglePick,
  trimmedSignature,
} from './share-form.ts';
import './share.css';

export interface ShareRep {
  repId: string;
  siteId: number;
}

/**
 * The Share modal (doc 001 §2, §4, §5, §8), mounted while open so that closing resets it. `rep` is
 * set for a rep with an id: their signature is loaded when the modal opens and goes with the mail.
 */
export function ShareModal({ currentDesignId, rep, onClose }: { currentDesignId: string; rep: ShareRep | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const site = useSite();
  const formId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
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

  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [picked, setPicked] = useState(() => initialPick(candidates, currentDesignId));
  const [form, send] = useReducer(shareFormReducer, defaultShareMessage(site), initialShareForm);
  const [savedSignature, setSavedSignature] = useState<SignatureFields>(EMPTY_SIGNATURE);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  const [result, setResult] = useState<ShareResult | null>(null);
  const withSignature = rep !== null;

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
        send({ type: 'signatureLoaded', signature });
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

  const footer =
    step === 0 ? (
      <Button disabled={picked.length === 0} onClick={() => setStep(1)}>
        Next Step
      </Button>
    ) : step === 1 ? (
      <>
        <Button variant="secondary" onClick={() => setStep(0)} disabled={sending}>
          Back
        </Button>
        <Button type="submit" form={formId} disabled={!canShare(form, withSignature)} busy={sending}>
          Share
        </Button>
      </>
    ) : (
      <Button onClick={onClose}>Got it</Button>
    );

  return (
    <Modal open title={SHARE_STEP_TITLES[step]} width={SHARE_MODAL_WIDTH} onClose={onClose} footer={footer} className="eb-share">
      <div ref={bodyRef}>
        {step === 0 && (
          <ShareChooseStep rows={rows} onToggle={(designId) => setPicked((current) => togglePick(candidates, current, designId))} />
        )}
        {step === 1 && (
          <>
            <p className="eb-share__picked">
              Sharing{' '}
              {rows
                .filter((row) => row.picked)
                .map((row) => row.name)
                .join(', ')}
            </p>
            <ShareEmailStep formId={formId} form={form} withSignature={withSignature} onEvent={send} onSubmit={share} />
            {failure && (
              <div className="eb-share__failure">
                <div className="eb-alert eb-alert--error" role="alert">
                  <div>
                    <p>{SHARE_MESSAGES.notShared}</p>
                    {failure.message && <p className="eb-share__server-message">{failure.message}</p>}
                  </div>
                </div>
                <CopyLink link={link} />
              </div>
            )}
          </>
        )}
        {step === 2 && result && (
          <div className="eb-share__done">
            {withSignature ? (
              <p className="eb-banner eb-banner--note eb-share__confirmation" role="status">
                Sent to <strong>{form.to.trim()}</strong> with your signature.
              </p>
            ) : (
              <p role="status">
                We emailed a link to <strong>{form.to.trim()}</strong>.
              </p>
            )}
            <ul className="eb-share__sent">
              {result.designs.map((entry) => (
                <li key={entry.designId}>
                  {candidates.find((candidate) => candidate.designId === entry.designId)?.name ?? entry.designId}
                </li>
              ))}
            </ul>
            <CopyLink link={link} />
          </div>
        )}
      </div>
    </Modal>
  );
}
