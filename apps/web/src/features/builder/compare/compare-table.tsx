import { COMPARE_TOTALS, compareTotalText, type DesignComparison, LOWEST_MARK } from '@eb/domain/compare-designs';
import { CompareCellContent } from './compare-cell.tsx';

/**
 * The comparison as a table, from 601 px: a column per design, a row per window under its room's
 * heading row, the totals at the foot. Each window's row heading names its room too, for screen
 * readers moving across a row.
 */
export function CompareTable({ comparison }: { comparison: DesignComparison }) {
  const { designs, rooms } = comparison;
  const span = designs.length + 1;
  return (
    <div className="eb-compare__table-wrap">
      <table className="eb-compare__table">
        <caption className="eb-visually-hidden">Your designs side by side</caption>
        <thead>
          <tr>
            <th scope="col">Room and window</th>
            {designs.map((design) => (
              <th key={design.designId} scope="col">
                {design.name}
              </th>
            ))}
          </tr>
        </thead>
        {rooms.map((room) => (
          <tbody key={room.key}>
            <tr className="eb-compare__room">
              <th scope="colgroup" colSpan={span}>
                {room.name}
              </th>
            </tr>
            {room.windows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="eb-compare__window">
                  <span className="eb-visually-hidden">{room.name}, </span>
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={designs[index]?.designId ?? index}
                    className={cell.kind === 'priced' && cell.lowest ? 'eb-compare__cell is-lowest' : 'eb-compare__cell'}
                  >
                    <CompareCellContent cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
        <tbody className="eb-compare__totals">
          <tr className="eb-compare__room">
            <th scope="colgroup" colSpan={span}>
              Totals
            </th>
          </tr>
          {COMPARE_TOTALS.map((total) => (
            <tr key={total.key} className={total.key === 'total' ? 'eb-compare__grand' : undefined}>
              <th scope="row">{total.label}</th>
              {designs.map((design) => {
                const lowest = Boolean(total.marksLowest && design.lowestTotal);
                return (
                  <td key={design.designId} className={lowest ? 'eb-compare__figure is-lowest' : 'eb-compare__figure'}>
                    {compareTotalText(design, total.key)}
                    {lowest && <span className="eb-compare__lowest">{LOWEST_MARK}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
