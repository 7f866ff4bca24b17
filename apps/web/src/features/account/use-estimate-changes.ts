import type { AccountEstimate } from '@eb/domain/sharing';
import { type RefObject, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { focusElement } from '../../lib/focus.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { useSite } from '../../lib/site-context.ts';
import { globalErrorRaised, toastRequested } from '../../lib/ui-slice.ts';
import { duplicateEstimate, estimatesApi } from './estimates-api.ts';
import { focusAfterRemoval, without } from './estimates-rows.ts';

/** Focuses the visible open link of a row (the table or the cards), else the page heading. */
function focusRow(designId: string | null, heading: HTMLElement | null): void {
  const links = designId ? document.querySelectorAll<HTMLElement>(`[data-estimate-open="${CSS.escape(designId)}"]`) : [];
  const visible = [...links].find((link) => link.getClientRects().length > 0);
  if (visible) focusElement(visible);
  else if (heading) focusElement(heading);
}

/**
 * Deleting and duplicating a listed estimate: the one being deleted or duplicated (its modal open),
 * what each does to the list, and where focus goes after.
 */
export function useEstimateChanges({
  estimates,
  heading,
  show,
  reload,
}: {
  estimates: AccountEstimate[];
  heading: RefObject<HTMLHeadingElement | null>;
  show: (estimates: AccountEstimate[]) => void;
  reload: () => void;
}) {
  const site = useSite();
  const title = site.accountListName;
  const me = useAppSelector(selectMe);
  const dispatch = useAppDispatch();
  const [deleting, setDeleting] = useState<AccountEstimate | null>(null);
  const [duplicating, setDuplicating] = useState<AccountEstimate | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ designId: string | null } | null>(null);

  // After a copy or a delete, focus goes to the copy or to the row that took the deleted one's place.
  useEffect(() => {
    if (!focusTarget) return;
    focusRow(focusTarget.designId, heading.current);
    setFocusTarget(null);
  }, [focusTarget, heading]);

  const raise = (error: unknown) => dispatch(globalErrorRaised({ message: userMessageOf(error) }));

  const remove = async (estimate: AccountEstimate) => {
    try {
      await estimatesApi.remove(estimate.designId);
    } catch (error) {
      setDeleting(null);
      raise(error);
      // Gone already (deleted in another tab): show the list as the server has it.
      if (error instanceof ApiError && error.status === 404) reload();
      return;
    }
    const next = focusAfterRemoval(estimates, estimate.designId);
    show(without(estimates, estimate.designId));
    setDeleting(null);
    setFocusTarget({ designId: next });
    dispatch(toastRequested({ message: `${estimate.name} was deleted.` }));
  };

  const duplicate = async (estimate: AccountEstimate, name: string) => {
    if (!me) return;
    try {
      const copyId = await duplicateEstimate(site, me, estimate.designId, name);
      const fresh = await estimatesApi.list();
      show(fresh);
      setDuplicating(null);
      setFocusTarget({ designId: copyId });
      dispatch(toastRequested({ message: `${name} was added to ${title}.` }));
    } catch (error) {
      setDuplicating(null);
      raise(error);
    }
  };

  return { deleting, setDeleting, duplicating, setDuplicating, remove, duplicate };
}
