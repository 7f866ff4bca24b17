import { DEFAULT_STORE } from '@eb/domain/address';
import type { AnswerOf } from '@eb/domain/endpoint';
import { inStoreMeasureEndpoints, providerEndpoints } from '@eb/domain/endpoints/installation';
import { formatDay } from '@eb/domain/format';
import { IN_STORE_TEXTS, type InStoreMeasureOrder, inStoreMeasureBodySchema, inStoreMeasureOrderOf } from '@eb/domain/in-store-measure';
import { can, designFactsOf, isInternal } from '@eb/domain/permissions';
import { type FormEvent, useId, useState } from 'react';
import { call } from '../../lib/api-client.ts';
import type { DesignView } from '../../lib/design-view.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { ask, serverApi } from '../../lib/server-api.ts';
import { useSite } from '../../lib/site-context.ts';
import { useLocalStore } from '../../lib/stores.ts';
import { globalErrorRaised, toastRequested } from '../../lib/ui-slice.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { setInStoreMode, useInStoreMode } from './in-store-mode.ts';
import './in-store-measure.css';

/** A store by its number, for naming the store that measures (cached per store). */
const storeQueries = serverApi.injectEndpoints({
  endpoints: (build) => ({
    storeById: build.query<AnswerOf<typeof providerEndpoints.store>, number>({
      query: (id) => ask(providerEndpoints.store, { params: { id } }),
    }),
  }),
});
const { useStoreByIdQuery } = storeQueries;

/** The design's change reaches the page through its stream, as every server write does. */
const orderMeasure = (designId: string, storeId: number) =>
  call(inStoreMeasureEndpoints.orderInStoreMeasure, { params: { designId }, body: { storeId } });
const cancelMeasure = (designId: string) => call(inStoreMeasureEndpoints.cancelInStoreMeasure, { params: { designId } });

/**
 * A rep's in-store controls in the summary panel (doc 001 §5): the In-Store Mode switch, and in that
 * mode 'Order In-Store Measure' where the permission table allows it and none is ordered yet. The
 * professional path (Find a Pro Installer) hides in that mode.
 */
export function InStoreMeasureActions({ view }: { view: DesignView }) {
  const viewer = useViewer();
  const inStoreMode = useInStoreMode();
  const [ordering, setOrdering] = useState(false);
  const { design } = view;
  if (!isInternal(viewer)) return null;
  if (!can({ ...viewer, isOwner: false }, 'design.inStoreMeasure', { design: designFactsOf(design) })) return null;
  const ordered = inStoreMeasureOrderOf(design) !== null;
  return (
    <div className="eb-in-store">
      <label className="eb-in-store__mode">
        <input
          type="checkbox"
          role="switch"
          aria-checked={inStoreMode}
          checked={inStoreMode}
          onChange={(event) => setInStoreMode(event.target.checked)}
        />
        {IN_STORE_TEXTS.mode}
      </label>
      {inStoreMode && <p className="eb-in-store__note">{IN_STORE_TEXTS.modeOnNote}</p>}
      {inStoreMode && !ordered && (
        <Button variant="secondary" block onClick={() => setOrdering(true)}>
          {IN_STORE_TEXTS.order}
        </Button>
      )}
      {ordering && <OrderMeasureModal designId={design.designId} onClose={() => setOrdering(false)} />}
    </div>
  );
}

/** The order's question: which store measures (the shopper's store to start with); Enter confirms. */
function OrderMeasureModal({ designId, onClose }: { designId: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const local = useLocalStore();
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const localStore = local?.store ?? null;
  const storeNumber = typed ?? String(localStore?.storeId ?? DEFAULT_STORE.storeId);
  const hint = localStore && String(localStore.storeId) === storeNumber ? `Your store: ${localStore.storeFullName}` : undefined;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    // The route's own rule and sentences, before anything is sent.
    const typedNumber = storeNumber.trim() === '' ? undefined : Number(storeNumber);
    const body = inStoreMeasureBodySchema.safeParse({ storeId: typedNumber });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await orderMeasure(designId, body.data.storeId);
      dispatch(toastRequested({ message: 'In-store measure ordered. The design is bought after the store measures it.' }));
      onClose();
    } catch (failure) {
      setError(userMessageOf(failure) ?? 'The measure was not ordered. Please try again.');
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={IN_STORE_TEXTS.orderTitle}
      width={450}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} busy={busy}>
            {IN_STORE_TEXTS.confirm}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="eb-in-store__form" onSubmit={submit} noValidate>
        <p>{IN_STORE_TEXTS.orderIntro}</p>
        <Field
          label="Store number"
          inputMode="numeric"
          autoComplete="off"
          data-autofocus
          value={storeNumber}
          hint={hint}
          error={error}
          onChange={(event) => {
            setTyped(event.target.value);
            if (error) setError(null);
          }}
        />
      </form>
    </Modal>
  );
}

/**
 * The design card's In-Store Measure block, for everyone who sees the design: when and by whom it was
 * ordered and which store measures (named by the store-by-id call); reps may cancel it.
 */
export function InStoreMeasureBlock({ view }: { view: DesignView }) {
  const order = inStoreMeasureOrderOf(view.design);
  if (order === null) return null;
  return <OrderedBlock order={order} design={view.design} />;
}

function OrderedBlock({ order, design }: { order: InStoreMeasureOrder | 'unreadable'; design: DesignView['design'] }) {
  const { designId } = design;
  const viewer = useViewer();
  const { shipDateStyle } = useSite();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState<true | null>(null);
  const readable = order === 'unreadable' ? null : order;
  const store = useStoreByIdQuery(readable?.storeId ?? 0, { skip: readable === null }).data;
  const canCancel = can({ ...viewer, isOwner: false }, 'design.inStoreMeasure', { design: designFactsOf(design) });
  const headingId = `in-store-${designId}`;
  const cancel = async () => {
    try {
      await cancelMeasure(designId);
      setAsking(null);
      dispatch(toastRequested({ message: 'In-store measure cancelled.' }));
    } catch (failure) {
      setAsking(null);
      dispatch(globalErrorRaised({ message: userMessageOf(failure) }));
    }
  };
  return (
    <section className="eb-card eb-block eb-block--in-store" aria-labelledby={headingId}>
      <h3 id={headingId} className="eb-block__title">
        {IN_STORE_TEXTS.blockTitle}
      </h3>
      {readable ? (
        <dl className="eb-block__facts">
          <div className="eb-block__fact">
            <dt>{IN_STORE_TEXTS.ordered}</dt>
            <dd>{formatDay(readable.orderedAt, shipDateStyle)}</dd>
          </div>
          <div className="eb-block__fact">
            <dt>{IN_STORE_TEXTS.store}</dt>
            <dd>{store ? `${store.storeFullName} (${readable.storeId})` : readable.storeId}</dd>
          </div>
          <div className="eb-block__fact">
            <dt>{IN_STORE_TEXTS.by}</dt>
            <dd>{readable.orderedBy}</dd>
          </div>
        </dl>
      ) : (
        <p>{IN_STORE_TEXTS.unreadable}</p>
      )}
      {canCancel && (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {IN_STORE_TEXTS.cancel}
        </Button>
      )}
      <ConfirmModal
        subject={asking}
        title={IN_STORE_TEXTS.cancelTitle}
        confirmLabel={IN_STORE_TEXTS.cancelConfirm}
        onConfirm={cancel}
        onClose={() => setAsking(null)}
      >
        {IN_STORE_TEXTS.cancelIntro}
      </ConfirmModal>
    </section>
  );
}
