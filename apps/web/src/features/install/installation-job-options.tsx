import { formatMoney } from '@eb/domain/format';
import {
  countOptions,
  type JobOptionField,
  type JobOptions,
  SPECIAL_INSTRUCTIONS_MAX,
  SPECIAL_INSTRUCTIONS_PLACEHOLDER,
  showsCountPicker,
} from '@eb/domain/job-options';
import { useId } from 'react';
import { useRemovalHaulPrices } from '../../lib/installation-lookups.ts';
import { useSite } from '../../lib/site-context.ts';
import type { OptionsContext } from './installation-options.ts';
import { InstallationPhoneField } from './installation-phone-field.tsx';

type Problems = Partial<Record<JobOptionField, string>>;

/** A required yes/no question as a radio group. */
function YesNo({
  legend,
  hint,
  value,
  error,
  onChange,
}: {
  legend: string;
  /** A line under the question, such as its price. */
  hint?: string | null;
  value: boolean | null;
  error?: string | undefined;
  onChange: (value: boolean) => void;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="eb-job-options__question" aria-describedby={describedBy || undefined}>
      <legend>
        {legend} <span className="eb-visually-hidden">(required)</span>
      </legend>
      {hint && (
        <p id={hintId} className="eb-job-options__hint">
          {hint}
        </p>
      )}
      <div className="eb-job-options__choices">
        {[true, false].map((choice) => (
          <label key={String(choice)} className="eb-job-options__choice">
            <input type="radio" name={name} required checked={value === choice} onChange={() => onChange(choice)} />
            {choice ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="eb-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CountPicker({
  label,
  value,
  selected,
  error,
  onChange,
}: {
  label: string;
  value: number;
  selected: number;
  error?: string | undefined;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className={`eb-field eb-job-options__count${error ? ' has-error' : ''}`}>
      <label className="eb-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="eb-field__input" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {countOptions(selected).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <p className="eb-field__error">{error}</p>}
    </div>
  );
}

/** 'Share Project Details' (doc 001 §2–§5): removal, haul away, text updates, special instructions. */
export function InstallationJobOptions({
  options,
  context,
  problems,
  onChange,
}: {
  options: JobOptions;
  context: OptionsContext;
  problems: Problems;
  onChange: (options: JobOptions) => void;
}) {
  const set = (patch: Partial<JobOptions>) => onChange({ ...options, ...patch });
  const instructionsId = useId();
  const prices = useRemovalHaulPrices(useSite());
  const perWindow = (dollars: number | null) => (dollars === null ? null : `${formatMoney(dollars)} per window`);
  return (
    <section className="eb-job-options" aria-labelledby={`${instructionsId}-title`}>
      <h3 id={`${instructionsId}-title`} className="eb-install__heading">
        Share Project Details
      </h3>
      <YesNo
        legend="Remove your existing window coverings?"
        hint={perWindow(prices.removal)}
        value={options.windowRemoval}
        error={problems.windowRemoval}
        onChange={(windowRemoval) => set({ windowRemoval })}
      />
      {showsCountPicker(options.windowRemoval, context) && (
        <CountPicker
          label="Windows to remove"
          value={options.windowRemoveCount}
          selected={context.selected}
          error={problems.windowRemoveCount}
          onChange={(windowRemoveCount) => set({ windowRemoveCount })}
        />
      )}
      <YesNo
        legend="Haul away your old window coverings?"
        hint={perWindow(prices.haul)}
        value={options.windowHaul}
        error={problems.windowHaul}
        onChange={(windowHaul) => set({ windowHaul })}
      />
      {showsCountPicker(options.windowHaul, context) && (
        <CountPicker
          label="Windows to haul away"
          value={options.windowHaulCount}
          selected={context.selected}
          error={problems.windowHaulCount}
          onChange={(windowHaulCount) => set({ windowHaulCount })}
        />
      )}
      <YesNo
        legend="Get text updates about your installation?"
        value={options.textOptIn}
        error={problems.textOptIn}
        onChange={(textOptIn) => set({ textOptIn })}
      />
      {options.textOptIn && (
        <InstallationPhoneField
          value={options.textOptInNumber}
          error={problems.textOptInNumber}
          onChange={(textOptInNumber) => set({ textOptInNumber })}
        />
      )}
      <div className="eb-field">
        <label className="eb-field__label" htmlFor={instructionsId}>
          Special instructions (optional)
        </label>
        <textarea
          id={instructionsId}
          className="eb-field__input eb-job-options__instructions"
          rows={3}
          maxLength={SPECIAL_INSTRUCTIONS_MAX}
          placeholder={SPECIAL_INSTRUCTIONS_PLACEHOLDER}
          value={options.specialInstructions}
          onChange={(event) => set({ specialInstructions: event.target.value })}
        />
      </div>
    </section>
  );
}
