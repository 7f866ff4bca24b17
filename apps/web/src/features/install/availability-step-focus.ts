import { useEffect, useRef, useState } from 'react';
import type { AvailabilityStep } from './availability-steps.ts';

/** The modal's step; `go` moves to another and takes focus there, `setStep` only resets it. */
export function useStepFocus() {
  const [step, setStep] = useState<AvailabilityStep>('address');
  const bodyRef = useRef<HTMLDivElement>(null);
  const stepChanged = useRef(false);

  // A new step takes focus to its heading (or the first field when going back to the address).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step change.
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    bodyRef.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus();
  }, [step]);

  function go(next: AvailabilityStep) {
    stepChanged.current = true;
    setStep(next);
  }

  return { step, setStep, go, bodyRef };
}
