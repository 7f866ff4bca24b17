import { Button } from '../../ui/button.tsx';

/** Each step's buttons: Next Step once something is picked; Back and Share; then Got it. */
export function ShareModalFooter({
  step,
  formId,
  nothingPicked,
  canSend,
  sending,
  onStep,
  onClose,
}: {
  step: 0 | 1 | 2;
  formId: string;
  nothingPicked: boolean;
  canSend: boolean;
  sending: boolean;
  onStep: (step: 0 | 1) => void;
  onClose: () => void;
}) {
  return step === 0 ? (
    <Button disabled={nothingPicked} onClick={() => onStep(1)}>
      Next Step
    </Button>
  ) : step === 1 ? (
    <>
      <Button variant="secondary" onClick={() => onStep(0)} disabled={sending}>
        Back
      </Button>
      <Button type="submit" form={formId} disabled={!canSend} busy={sending}>
        Share
      </Button>
    </>
  ) : (
    <Button onClick={onClose}>Got it</Button>
  );
}
