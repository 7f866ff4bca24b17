import { COMPARE_TOTALS, compareTotalText, type DesignComparison, LOWEST_MARK } from '@eb/domain/compare-designs';
import { useId } from 'react';
import { Button } from '../../../ui/button.tsx';
import { CompareCellContent } from './compare-cell.tsx';

/** Brings a card into view within its row, as a swipe would. */
function showCard(id: string): void {
  const card = document.getElementById(id);
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  card?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest', inline: 'start' });
  card?.focus({ preventScroll: true });
}

/**
 * The comparison up to 600 px: one card per design in a row that snaps one card at a time, each with
 * the design's name, 'n of N', every aligned room and window (what this design has for it) and the
 * totals. Previous and Next move a card for those who do not swipe.
 */
export function CompareCards({ comparison }: { comparison: DesignComparison }) {
  const ids = useId();
  const { designs, rooms } = comparison;
  const cardId = (index: number) => `${ids}-card-${index}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so the keyboard can scroll it.
    <section className="eb-compare__cards" aria-label="Designs, one per swipe" tabIndex={0}>
      {designs.map((design, index) => (
        <section
          key={design.designId}
          id={cardId(index)}
          className="eb-card eb-compare__card"
          aria-labelledby={`${cardId(index)}-name`}
          tabIndex={-1}
        >
          <div className="eb-compare__card-head">
            <h2 id={`${cardId(index)}-name`}>{design.name}</h2>
            <p className="eb-compare__count">
              {index + 1} of {designs.length}
            </p>
          </div>
          {rooms.map((room) => (
            <div key={room.key} className="eb-compare__card-room">
              <h3>{room.name}</h3>
              <ul>
                {room.windows.map((row) => {
                  const cell = row.cells[index] ?? { kind: 'absent' as const };
                  return (
                    <li key={row.key} className={cell.kind === 'priced' && cell.lowest ? 'is-lowest' : undefined}>
                      <span className="eb-compare__window">{row.label}</span>
                      <CompareCellContent cell={cell} />
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
          <dl className="eb-compare__card-totals">
            {COMPARE_TOTALS.map((total) => (
              <div key={total.key} className={total.key === 'total' ? 'eb-compare__grand' : undefined}>
                <dt>{total.label}</dt>
                <dd>
                  {compareTotalText(design, total.key)}
                  {total.marksLowest && design.lowestTotal && <span className="eb-compare__lowest">{LOWEST_MARK}</span>}
                </dd>
              </div>
            ))}
          </dl>
          <div className="eb-compare__card-nav">
            {index > 0 && (
              <Button variant="link" onClick={() => showCard(cardId(index - 1))}>
                Previous design
              </Button>
            )}
            {index < designs.length - 1 && (
              <Button variant="link" className="eb-compare__next" onClick={() => showCard(cardId(index + 1))}>
                Next design
              </Button>
            )}
          </div>
        </section>
      ))}
    </section>
  );
}
