import type { Design } from '@eb/domain/design';
import { formatMoney } from '@eb/domain/format';
import { type KeyboardEvent, useRef } from 'react';

export interface DesignTabsProps {
  designs: Design[];
  selectedId: string | null;
  /** Window counts by design id. */
  windowCounts: Record<string, number>;
  canClose: (design: Design) => boolean;
  onSelect: (designId: string) => void;
  onClose: (designId: string) => void;
  panelId: string;
}

/**
 * The design tab strip: a tablist with one tab per open design (name, window count, price total) and
 * a close button beside each. Arrow keys, Home and End move between tabs; Delete closes one.
 */
export function DesignTabs({ designs, selectedId, windowCounts, canClose, onSelect, onClose, panelId }: DesignTabsProps) {
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = designs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (target < 0) return;
    event.preventDefault();
    const design = designs[target];
    if (!design) return;
    tabRefs.current[design.designId]?.focus();
    onSelect(design.designId);
  };

  return (
    <div className="eb-tabs">
      <div className="eb-tabs__list" role="tablist" aria-label="Open designs">
        {designs.map((design, index) => {
          const selected = design.designId === selectedId;
          const count = windowCounts[design.designId] ?? 0;
          return (
            <button
              key={design.designId}
              ref={(element) => {
                tabRefs.current[design.designId] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${design.designId}`}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={`eb-tabs__item eb-tabs__tab${selected ? ' is-selected' : ''}`}
              onClick={() => onSelect(design.designId)}
              aria-keyshortcuts={canClose(design) ? 'Delete' : undefined}
              onKeyDown={(event) => {
                if (event.key === 'Delete' && canClose(design)) {
                  event.preventDefault();
                  onClose(design.designId);
                } else onKeyDown(event, index);
              }}
            >
              <span className="eb-tabs__name">{design.name}</span>
              {canClose(design) && (
                // A pointer shortcut inside the tab: keyboards use Delete, and the actions bar has Close Design.
                <span
                  className="eb-tabs__close"
                  aria-hidden="true"
                  title={`Close ${design.name}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onClose(design.designId);
                  }}
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </span>
              )}
              <span className="eb-tabs__meta">
                {count} {count === 1 ? 'window' : 'windows'} · {formatMoney(design.subtotal)}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
