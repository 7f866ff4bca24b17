import { type Address, addressMessage, type Verification } from '@eb/domain/address';
import type { FormEvent } from 'react';
import { confirmKind, formatAddress, suggestedAddress } from './availability-steps.ts';

interface ConfirmStepProps {
  formId: string;
  /** The radio group's name when the verification offers a similar address. */
  choiceName: string;
  entered: Address;
  verification: Verification;
  useEntered: boolean;
  onUseEnteredChange: (useEntered: boolean) => void;
  onSubmit: (event: FormEvent) => void;
}

/** Confirm address: what the verification found, or the choice between its suggestion and the address entered (doc 001 §4). */
export function ConfirmStep({ formId, choiceName, entered, verification, useEntered, onUseEnteredChange, onSubmit }: ConfirmStepProps) {
  const kind = confirmKind(verification);
  const suggestion = suggestedAddress(verification, entered);
  const message = addressMessage(verification);
  return (
    <form id={formId} className="eb-avail__confirm" onSubmit={onSubmit}>
      {kind === 'similar' ? (
        <fieldset className="eb-avail__choices">
          <legend className="eb-avail__message" tabIndex={-1} data-step-focus>
            {message}
          </legend>
          <label className="eb-avail__choice">
            <input type="radio" name={choiceName} checked={!useEntered} onChange={() => onUseEnteredChange(false)} />
            <span>
              <span className="eb-avail__choice-label">Suggested address</span>
              <span className="eb-avail__address">{formatAddress(suggestion)}</span>
            </span>
          </label>
          <label className="eb-avail__choice">
            <input type="radio" name={choiceName} checked={useEntered} onChange={() => onUseEnteredChange(true)} />
            <span>
              <span className="eb-avail__choice-label">Address you entered</span>
              <span className="eb-avail__address">{formatAddress(entered)}</span>
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
}
