import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import './tooltip.css';

// Doc 000 §9: a tooltip is at most 800 px wide, never wider than the screen (tooltip.css).
const EDGE = 8;
const GAP = 4;

/**
 * An explanation behind a small 'i' button. It shows while the button is hovered or focused, and a
 * click or tap pins it open (touch screens have no hover); Escape, a click elsewhere or leaving the
 * button closes it. The text is the button's description, so a screen reader reads it on focus
 * without opening anything. The bubble is placed under the button and kept on the screen; open, it
 * lives at the end of the page (a portal), so no card that contains its own layout can clip or move it.
 */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused || pinned) && !dismissed;
  const wrapper = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);

  const close = useCallback(() => {
    setPinned(false);
    setDismissed(true);
  }, []);

  // Under the button (or over it), inside the screen; again whenever the page scrolls or resizes while it shows.
  const reposition = useCallback(() => {
    const button = trigger.current?.getBoundingClientRect();
    const box = bubble.current?.getBoundingClientRect();
    if (!button) return;
    const { clientWidth, clientHeight } = document.documentElement;
    const width = box?.width ?? 0;
    const height = box?.height ?? 0;
    // Above the button when it does not fit below and does above (a button at the foot of a phone's screen).
    const below = button.bottom + GAP;
    const above = button.top - GAP - height;
    const top = below + height > clientHeight - EDGE && above >= EDGE ? above : below;
    setPlace({ left: Math.max(EDGE, Math.min(button.left, clientWidth - EDGE - width)), top });
  }, []);

  useLayoutEffect(() => {
    if (open) reposition();
    else setPlace(null);
  }, [open, reposition]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The tooltip goes first; a dialog around it stays open (a native dialog closes on Escape's default).
      event.preventDefault();
      event.stopPropagation();
      close();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!wrapper.current?.contains(target) && !bubble.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('scroll', reposition, { capture: true, passive: true });
    window.addEventListener('resize', reposition);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('scroll', reposition, { capture: true });
      window.removeEventListener('resize', reposition);
    };
  }, [open, close, reposition]);

  const tip = (
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      className="eb-tip__bubble"
      hidden={!open}
      style={place ? { left: place.left, top: place.top } : { visibility: 'hidden' }}
    >
      {children}
    </div>
  );

  return (
    <span className="eb-tip" ref={wrapper} onPointerLeave={() => setHovered(false)}>
      <button
        ref={trigger}
        type="button"
        className="eb-tip__button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          setDismissed(false);
          setHovered(true);
        }}
        onFocus={() => {
          setDismissed(false);
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => {
          setDismissed(false);
          setPinned((was) => !was);
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      {open ? createPortal(tip, document.body) : tip}
    </span>
  );
}
