import { can, designFactsOf } from '@eb/domain/permissions';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { loadUrl } from '../../lib/builder-paths.ts';
import type { DesignView } from '../../lib/design-view.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { useOpenDesigns } from '../../lib/open-designs.ts';
import { selectMe } from '../../lib/session-slice.ts';
import { useSite } from '../../lib/site-context.ts';
import { publishButtonSubmission, requestLogin, signInUrl } from '../../lib/site-events.ts';
import { Button } from '../../ui/button.tsx';
import { type SaveOutcome, saveToAccount } from './save-actions.ts';
import { rememberSaveAfterSignIn } from './save-after-sign-in.ts';
import { SaveAlert } from './save-alert.tsx';
import { useDesignCustomerQuery } from './save-api.ts';
import './save.css';

/** How long the not-signed-in sentence shows before the sign-in page opens. */
export const SIGN_IN_PAUSE_MS = 2000;

/** The sign-in page with a return to the design (doc 001 §6: the load path plus the design id). */
export { signInUrl };

/**
 * Save (doc 001 §4, §6): the permission table's `design.save` (shoppers and guests on a design they
 * may change, never on a locked or ordered one, nor on a measure-and-install one, which belongs to its
 * job; never for reps, the rule the server's link refuses them by), while the design is not linked yet.
 * `locked` is the design's lock or someone else's design (its link opened).
 */
export function showsSave(
  design: { isLinked: boolean; attributes: Record<string, string | null> },
  role: 'guest' | 'consumer' | 'rep',
  locked: boolean,
): boolean {
  if (design.isLinked) return false;
  return can({ role, repId: null, isOwner: true }, 'design.save', {
    design: designFactsOf({ attributes: design.attributes, isLockedOrOrdered: locked }),
  });
}

/**
 * What the design card says about saving (doc 001 §4, §6): the Save button; for a rep, who it was
 * shared with or the customer it is saved to; for its owner, that it is saved (and, unless ordered,
 * that changes save automatically). Null: nothing.
 */
export function linkedMessage(
  design: { isLinked: boolean; sharedEmail: string | null; attributes: Record<string, string | null> },
  role: 'guest' | 'consumer' | 'rep',
  locked: boolean,
  canChange: boolean,
): 'save' | 'shared' | 'customer' | 'own' | 'own-ordered' | null {
  if (showsSave(design, role, locked)) return 'save';
  if (role === 'rep' && design.sharedEmail) return 'shared';
  if (role === 'rep' && design.isLinked) return 'customer';
  if (role !== 'rep' && design.isLinked && canChange) return locked ? 'own-ordered' : 'own';
  return null;
}

/**
 * 'Saved to the customer's My Estimates: ada@example.com' — the customer's email read for the rep each
 * time it shows (nothing is named while a read is on its way, nor when it cannot be had).
 */
function CustomerLinked({ designId, listName }: { designId: string; listName: string }) {
  const answer = useDesignCustomerQuery(designId, { refetchOnMountOrArgChange: true });
  const email = answer.isFetching ? null : (answer.currentData?.email ?? null);
  return (
    <p className="eb-save-linked">
      Saved to the customer's {listName}
      {email ? (
        <>
          : <strong>{email}</strong>
        </>
      ) : null}
    </p>
  );
}

/** The design card's Save control: links the design to the signed-in account (doc 001 §4, §6, §7). */
export function SaveControl({ view, locked }: { view: DesignView; locked: boolean }) {
  const dispatch = useAppDispatch();
  const site = useSite();
  const me = useAppSelector(selectMe);
  const designs = useOpenDesigns();
  const canChange = useAppSelector((state) => designs.selectCanChange(state, view.design.designId));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const dismiss = useCallback(() => setOutcome(null), []);
  const { design } = view;
  const role = me?.role ?? 'guest';
  const returnTo = loadUrl(design);

  // Not signed in: the sentence shows, then the sign-in page opens with a way back to this design.
  useEffect(() => {
    if (outcome?.kind !== 'sign-in') return;
    const timer = window.setTimeout(() => requestLogin(returnTo, 'save'), SIGN_IN_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, returnTo]);

  const save = async () => {
    publishButtonSubmission(site, 'save', design.designId);
    setBusy(true);
    const saver = { role, identityId: me?.identityId ?? null, email: me?.email ?? null };
    const saved = await dispatch(saveToAccount(design.designId, site, saver, designs));
    // A guest signs in first: the save goes on when they come back to the design.
    if (saved.kind === 'sign-in') rememberSaveAfterSignIn(design.designId);
    setOutcome(saved);
    setBusy(false);
  };

  const alert =
    outcome === null ? null : outcome.kind === 'saved' ? (
      <SaveAlert tone="success" onClose={dismiss}>
        <p>
          Your estimate was saved and is available under <Link to={site.accountListPath}>{site.accountListName}</Link>.
        </p>
      </SaveAlert>
    ) : outcome.kind === 'sign-in' ? (
      <SaveAlert tone="next" onClose={dismiss}>
        <p>{outcome.message}</p>
        <a className="eb-button eb-button--primary eb-save-alert__action" href={signInUrl(returnTo, 'save')}>
          Sign in
        </a>
      </SaveAlert>
    ) : (
      <SaveAlert tone="error" onClose={dismiss}>
        <p>{outcome.message}</p>
        {outcome.kind === 'failed' && outcome.reason && <p>{outcome.reason}</p>}
      </SaveAlert>
    );

  let control: ReactNode = null;
  const linked = linkedMessage(design, role, locked, canChange);
  if (linked === 'save') {
    control = (
      <Button variant="secondary" busy={busy} onClick={save}>
        Save
      </Button>
    );
  } else if (linked === 'shared') {
    control = (
      <p className="eb-save-linked">
        Shared with <strong>{design.sharedEmail}</strong>
      </p>
    );
  } else if (linked === 'customer') {
    control = <CustomerLinked designId={design.designId} listName={site.accountListName} />;
  } else if (linked === 'own' || linked === 'own-ordered') {
    // An ordered design is kept as it was: nothing changes, so nothing saves.
    control = (
      <p className="eb-save-linked">
        Saved to <Link to={site.accountListPath}>{site.accountListName}</Link>.{linked === 'own' ? ' Changes save automatically.' : ''}
      </p>
    );
  }

  return (
    <>
      {control}
      {alert}
    </>
  );
}
