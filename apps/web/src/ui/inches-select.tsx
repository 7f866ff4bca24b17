import { EIGHTH_LABELS, joinEighths, splitEighths, wholeInchOptions } from '@eb/domain/measurements';
import { useId } from 'react';

export interface InchesSelectProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (inches: number) => void;
}

/** Whole inches plus eighths (0, 1/8 ... 7/8), as two labelled selects (doc 000 §5). */
export function InchesSelect({ label, value, min, max, onChange }: InchesSelectProps) {
  const id = useId();
  const { whole, eighths } = splitEighths(value);
  const wholes = wholeInchOptions(min, max);
  const allowedEighths = (w: number) =>
    EIGHTH_LABELS.map((_, index) => index).filter((e) => joinEighths(w, e) >= min && joinEighths(w, e) <= max);
  const change = (nextWhole: number, nextEighths: number) => {
    const allowed = allowedEighths(nextWhole);
    const fitted = allowed.includes(nextEighths) ? nextEighths : (allowed.at(nextEighths > (allowed.at(-1) ?? 0) ? -1 : 0) ?? 0);
    onChange(joinEighths(nextWhole, fitted));
  };
  return (
    <fieldset className="eb-inches">
      <legend className="eb-field__label">{label}</legend>
      <div className="eb-inches__row">
        <label className="eb-visually-hidden" htmlFor={`${id}-whole`}>
          {label} inches
        </label>
        <select id={`${id}-whole`} className="eb-select" value={whole} onChange={(event) => change(Number(event.target.value), eighths)}>
          {wholes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <label className="eb-visually-hidden" htmlFor={`${id}-eighths`}>
          {label} eighths
        </label>
        <select id={`${id}-eighths`} className="eb-select" value={eighths} onChange={(event) => change(whole, Number(event.target.value))}>
          {allowedEighths(whole).map((option) => (
            <option key={option} value={option}>
              {EIGHTH_LABELS[option]}
            </option>
          ))}
        </select>
        <span className="eb-inches__unit" aria-hidden="true">
          in.
        </span>
      </div>
    </fieldset>
  );
}
