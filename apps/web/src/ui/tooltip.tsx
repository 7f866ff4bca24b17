import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import './tooltip.css';

/** Doc 000 §9: a tooltip is at most 800 px wide (and never wider than the screen). */
export const TOOLTIP_MAX_WIDTH = 800;
const EDGE = 8;

/**
 * An explanation behind a small 'i' button. It shows while the button is hovered or focused, and a
 * click or tap pins it open (touch screens have no hover); Escape, a click elsewhere or leaving the
 * button closes it. The text is the button's description, so a screen reader reads it on focus
 * without opening anything. The bubble is placed under the button and kept on the screen.
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

  useLayoutEffect(() => {
    if (!open) {
      setPlace(null);
      return;
    }
    const button = trigger.current?.getBoundingClientRect();
    const width = bubble.current?.getBoundingClientRect().width ?? 0;
    if (!button) return;
    const right = document.documentElement.clientWidth - EDGE;
    setPlace({ left: Math.max(EDGE, Math.min(button.left, right - width)), top: button.bottom + 6 });
  }, [open]);

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
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    const onScroll = () => close();
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open, close]);

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
    </span>
  );
}
