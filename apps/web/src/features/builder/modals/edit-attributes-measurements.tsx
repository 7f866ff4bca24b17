import { MOUNT_TYPES } from '@eb/domain/mandi';
import { DIMENSION_LIMITS } from '@eb/domain/measurements';
import { InchesSelect } from '../../../ui/inches-select.tsx';
import type { AttributeValues } from './use-edit-attributes.ts';

/** Mount type, then width, height and depth within the dimension limits. */
export function EditAttributesMeasurements({
  mountName,
  values,
  onChange,
}: {
  mountName: string;
  values: AttributeValues;
  onChange: (next: Partial<AttributeValues>) => void;
}) {
  return (
    <>
      <fieldset className="eb-radio-row">
        <legend className="eb-field__label">Mount type</legend>
        {MOUNT_TYPES.map((mount) => (
          <label key={mount.value} className="eb-radio">
            <input
              type="radio"
              name={mountName}
              value={mount.value}
              checked={values.mountType === mount.value}
              onChange={() => onChange({ mountType: mount.value })}
            />
            {mount.label}
          </label>
        ))}
      </fieldset>
      <div className="eb-edit-attributes__sizes">
        <InchesSelect label="Width" value={values.width} {...DIMENSION_LIMITS.width} onChange={(width) => onChange({ width })} />
        <InchesSelect label="Height" value={values.height} {...DIMENSION_LIMITS.height} onChange={(height) => onChange({ height })} />
        <InchesSelect label="Depth" value={values.depth} {...DIMENSION_LIMITS.depth} onChange={(depth) => onChange({ depth })} />
      </div>
    </>
  );
}
