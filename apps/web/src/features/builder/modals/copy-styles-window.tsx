import { COPY_STYLE_FAILED } from '@eb/domain/copy-style';
import type { Item } from '@eb/domain/design';
import { Spinner } from '../../../ui/spinner.tsx';
import type { TargetState } from './use-copy-styles.ts';

/** A window to copy the style to: its tick, its check in progress, or why it cannot take the style. */
export function CopyStylesWindow({
  item,
  panelId,
  state,
  checked,
  onTick,
}: {
  item: Item;
  panelId: string;
  state: TargetState | undefined;
  checked: boolean;
  onTick: (item: Item, checked: boolean) => Promise<void>;
}) {
  const invalid = state?.status === 'invalid';
  return (
    <li className={`eb-copy__window${invalid ? ' is-invalid' : ''}`}>
      <label className="eb-checkbox">
        <input
          type="checkbox"
          checked={checked}
          disabled={invalid}
          aria-describedby={invalid ? `${panelId}-${item.itemId}-errors` : undefined}
          onChange={(event) => void onTick(item, event.target.checked)}
        />
        {/* One text beside the box: the label's gap would otherwise double the space before ' · '. */}
        <span>
          {item.label}
          {item.itemProduct && <span className="eb-muted"> · {item.itemProduct.productName}</span>}
        </span>
      </label>
      {state?.status === 'checking' && <Spinner size="sm" inline label={`Checking ${item.label}`} />}
      {invalid && (
        <div id={`${panelId}-${item.itemId}-errors`} className="eb-copy__errors">
          <p>{COPY_STYLE_FAILED}</p>
          {state.errors.some((error) => error !== COPY_STYLE_FAILED) && (
            <ul>
              {state.errors
                .filter((error) => error !== COPY_STYLE_FAILED)
                .map((error) => (
                  <li key={error}>{error}</li>
                ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}
