import { type Design, isAutoReleaseDesign } from '@eb/domain/design';
import { chargedAmount } from '@eb/domain/design-pricing';
import { formatMoney } from '@eb/domain/format';
import { type KeyboardEvent, useEffect, useRef } from 'react';

/** What the design will be charged: its panel's Product Total. */
const chargedTotal = (design: Pick<Design, 'attributes' | 'subtotal' | 'retail'>) => chargedAmount(design, isAutoReleaseDesign(design));

/** Names up to this length are shown whole; longer ones may be shortened in the middle. */
const NAME_SPLIT_FROM = 16;
/** The longest end that always shows: whole closing words when they fit, else the last characters. */
const NAME_TAIL_MAX = 12;
const NAME_TAIL_CHARS = 8;

/**
 * A long name as a head that may be cut short with an ellipsis and a tail that always shows, so names
 * alike at the start ('Upstairs estimate 1', 'Upstairs estimate 2') stay apart. `spaced` says the two
 * parts meet at a space.
 */
export function splitTabName(name: string): { head: string; tail: string; spaced: boolean } {
  const chars = Array.from(name.trim());
  if (chars.length <= NAME_SPLIT_FROM) return { head: name, tail: '', spaced: false };
  let start = -1;
  for (let index = chars.length - 1; index > 0; index -= 1) {
    if (chars.length - index - 1 > NAME_TAIL_MAX) break;
    if (chars[index] === ' ') start = index + 1;
  }
  if (start > 0) {
    return {
      head: chars
        .slice(0, start - 1)
        .join('')
        .trimEnd(),
      tail: chars.slice(start).join(''),
      spaced: true,
    };
  }
  return { head: chars.slice(0, -NAME_TAIL_CHARS).join(''), tail: chars.slice(-NAME_TAIL_CHARS).join(''), spaced: false };
}

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
 * a close button beside each. Arrow keys, Home and End move between tabs; Delete closes one. A long
 * name is shortened in the middle (its end stays visible, the whole name is the tab's tooltip), and
 * the selected tab is scrolled into the strip's view whenever the selection changes.
 */
export function DesignTabs({ designs, selectedId, windowCounts, canClose, onSelect, onClose, panelId }: DesignTabsProps) {
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const stripRef = useRef<HTMLDivElement | null>(null);

  // Bring the selected tab into the strip's view (selected, created, duplicated or opened); the strip
  // narrowing (a turned phone, a smaller window) brings it back into view too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tab may arrive after its selection.
  useEffect(() => {
    const strip = stripRef.current;
    const tab = selectedId ? tabRefs.current[selectedId] : null;
    if (!strip || !tab) return;
    const reveal = () => {
      const stripBox = strip.getBoundingClientRect();
      const tabBox = tab.getBoundingClientRect();
      if (tabBox.left < stripBox.left) strip.scrollLeft -= stripBox.left - tabBox.left;
      else if (tabBox.right > stripBox.right) strip.scrollLeft += tabBox.right - stripBox.right;
    };
    reveal();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(reveal);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [selectedId, designs.length]);

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
    <div className="eb-tabs" ref={stripRef}>
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
              title={design.name}
              onClick={() => onSelect(design.designId)}
              aria-keyshortcuts={canClose(design) ? 'Delete' : undefined}
              onKeyDown={(event) => {
                if (event.key === 'Delete' && canClose(design)) {
                  event.preventDefault();
                  onClose(design.designId);
                } else onKeyDown(event, index);
              }}
            >
              <span className="eb-visually-hidden">{design.name}</span>
              <TabName name={design.name} />
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
                {count} {count === 1 ? 'window' : 'windows'} · {formatMoney(chargedTotal(design))}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The name as drawn: the head gives way to an ellipsis before the tail does. Read out whole beside it. */
function TabName({ name }: { name: string }) {
  const { head, tail, spaced } = splitTabName(name);
  return (
    <span className="eb-tabs__name" aria-hidden="true">
      <span className="eb-tabs__name-head">{head}</span>
      {tail && <span className={`eb-tabs__name-tail${spaced ? ' is-spaced' : ''}`}>{tail}</span>}
    </span>
  );
}
