import { CONSULTANT_PHONE_MAX, CUSTOMER_NAME_MAX, EXTENSION_MAX } from '@eb/domain/sharing';
import type { Dispatch } from 'react';
import { useId } from 'react';
import { Field } from '../../ui/field.tsx';
import { type ShareForm, type ShareFormEvent, visibleProblems } from './share-form.ts';

/** Step 2, 'Share Estimate(s)': the customer's email, a rep's signature and the message. */
export function ShareEmailStep({
  formId,
  form,
  withSignature,
  onEvent,
  onSubmit,
}: {
  formId: string;
  form: ShareForm;
  withSignature: boolean;
  onEvent: Dispatch<ShareFormEvent>;
  onSubmit: () => void;
}) {
  const messageId = useId();
  const problems = visibleProblems(form, withSignature);
  const signature = (field: 'Name' | 'Email' | 'Phone' | 'Extension') => ({
    value: form.signature[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => onEvent({ type: 'signature', field, value: event.currentTarget.value }),
  });
  return (
    <form
      id={formId}
      className="eb-form eb-share__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onEvent({ type: 'submitted' });
        onSubmit();
      }}
    >
      <Field
        label="Customer Email"
        type="email"
        autoComplete="off"
        required
        value={form.to}
        error={problems.to}
        onChange={(event) => onEvent({ type: 'to', value: event.currentTarget.value })}
        onBlur={() => onEvent({ type: 'blur', field: 'to' })}
      />
      <Field
        label="Customer Name (optional)"
        autoComplete="off"
        maxLength={CUSTOMER_NAME_MAX}
        value={form.customerName}
        onChange={(event) => onEvent({ type: 'customerName', value: event.currentTarget.value })}
      />
      {withSignature && (
        <fieldset className="eb-share__signature">
          <legend className="eb-share__legend">Your signature</legend>
          <div className="eb-share__signature-grid">
            <Field label="Consultant Name" autoComplete="name" maxLength={100} {...signature('Name')} />
            <Field
              label="Consultant Email"
              type="email"
              autoComplete="email"
              maxLength={254}
              error={problems.consultantEmail}
              {...signature('Email')}
              onBlur={() => onEvent({ type: 'blur', field: 'consultantEmail' })}
            />
            <Field
              label="Consultant Phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="(###) ###-####"
              maxLength={CONSULTANT_PHONE_MAX}
              {...signature('Phone')}
            />
            <Field label="Extension" inputMode="numeric" maxLength={EXTENSION_MAX} {...signature('Extension')} />
          </div>
        </fieldset>
      )}
      <div className="eb-field">
        <label className="eb-field__label" htmlFor={messageId}>
          Message
        </label>
        <textarea
          id={messageId}
          className="eb-field__input eb-share__message"
          rows={5}
          maxLength={4000}
          value={form.message}
          onChange={(event) => onEvent({ type: 'message', value: event.currentTarget.value })}
        />
      </div>
    </form>
  );
}
