import { SHARE_MODAL_WIDTH, SHARE_STEP_TITLES } from '@eb/domain/sharing';
import { Modal } from '../../ui/modal.tsx';
import { ShareChooseStep } from './share-choose-step.tsx';
import { ShareDoneStep } from './share-done-step.tsx';
import { ShareEmailStep } from './share-email-step.tsx';
import { ShareFailure } from './share-failure.tsx';
import { canShare, isSigned } from './share-form.ts';
import { ShareModalFooter } from './share-modal-footer.tsx';
import { type ShareRep, useShareModal } from './use-share-modal.ts';
import './share.css';

export type { ShareRep } from './use-share-modal.ts';

/**
 * The Share modal (doc 001 §2, §4, §5, §8), mounted while open so that closing resets it. `rep` is
 * set for a rep with an id: their signature is loaded when the modal opens and goes with the mail.
 */
export function ShareModal({ currentDesignId, rep, onClose }: { currentDesignId: string; rep: ShareRep | null; onClose: () => void }) {
  const share = useShareModal(currentDesignId, rep, onClose);
  const { step, form, rows, link, result, withSignature } = share;

  const footer = (
    <ShareModalFooter
      step={step}
      formId={share.formId}
      nothingPicked={share.picked.length === 0}
      canSend={canShare(form, withSignature)}
      sending={share.sending}
      onStep={share.setStep}
      onClose={onClose}
    />
  );

  return (
    <Modal open title={SHARE_STEP_TITLES[step]} width={SHARE_MODAL_WIDTH} onClose={onClose} footer={footer} className="eb-share">
      <div ref={share.bodyRef}>
        {step === 0 && <ShareChooseStep rows={rows} onToggle={share.toggle} />}
        {step === 1 && (
          <>
            <p className="eb-share__picked">
              Sharing{' '}
              {rows
                .filter((row) => row.picked)
                .map((row) => row.name)
                .join(', ')}
            </p>
            <ShareEmailStep formId={share.formId} form={form} withSignature={withSignature} onEvent={share.send} onSubmit={share.share} />
            {share.failure && <ShareFailure message={share.failure.message} link={link} />}
          </>
        )}
        {step === 2 && result && (
          <ShareDoneStep
            to={form.to.trim()}
            withSignature={withSignature && isSigned(form.signature)}
            result={result}
            candidates={share.candidates}
            link={link}
          />
        )}
      </div>
    </Modal>
  );
}
