import { COMPARE_MAX } from '@eb/domain/compare-designs';
import type { Design } from '@eb/domain/design';
import { useId } from 'react';
import { choiceBlocked } from './compare-inputs.ts';

export interface CompareChoicesProps {
  designs: readonly Pick<Design, 'designId' | 'name'>[];
  /** The designs compared now. */
  chosen: readonly string[];
  onChange: (designId: string, checked: boolean) => void;
}

/** A labelled checkbox per open design; once four are chosen the others wait until one is unticked. */
export function CompareChoices({ designs, chosen, onChange }: CompareChoicesProps) {
  const ids = useId();
  return (
    <fieldset className="eb-compare__choices">
      <legend>Designs to compare (up to {COMPARE_MAX})</legend>
      <ul>
        {designs.map((design) => {
          const boxId = `${ids}-${design.designId}`;
          return (
            <li key={design.designId}>
              <input
                id={boxId}
                type="checkbox"
                checked={chosen.includes(design.designId)}
                disabled={choiceBlocked(chosen, design.designId)}
                onChange={(event) => onChange(design.designId, event.target.checked)}
              />
              <label htmlFor={boxId}>{design.name}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
