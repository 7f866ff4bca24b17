import { useState } from 'react';
import { useNavigate } from 'react-router';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { useSite } from '../../lib/site-context.ts';
import { globalErrorRaised } from '../../lib/ui-slice.ts';
import { createProEstimate } from './pro-estimate.ts';

/**
 * The professional estimate path (doc 001 §4): a new measure-and-install design of this one's
 * windows at the saved address, ineligible ones blank; any failure is the global error (§8).
 */
export function useMeasureEstimate(designId: string, close: () => void) {
  const site = useSite();
  const dispatch = useAppDispatch();
  const savedAddress = useAppSelector((state) => state.install.address);
  const navigate = useNavigate();
  const [measuring, setMeasuring] = useState(false);

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

  return { savedAddress, measuring, measure };
}
