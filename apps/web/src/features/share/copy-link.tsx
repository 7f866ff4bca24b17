import { COPIED_MS, SHARE_MESSAGES } from '@eb/domain/sharing';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';

/** Puts the text on the clipboard; older or locked-down browsers copy the selected field instead. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand('copy');
  }
}

/** The share link with Copy link; 'Copied' shows for five seconds after a copy (doc 001 §4). */
export function CopyLink({ link }: { link: string }) {
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => setState((await copyText(link, fieldRef.current)) ? 'copied' : 'failed');

  return (
    <div className="eb-copy-link">
      <label className="eb-field__label" htmlFor={fieldId}>
        Share link
      </label>
      <div className="eb-copy-link__row">
        <input
          ref={fieldRef}
          id={fieldId}
          className="eb-field__input eb-copy-link__input"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          Copy link
        </Button>
      </div>
      <p className="eb-copy-link__status" role="status">
        {state === 'copied' && SHARE_MESSAGES.copied}
        {state === 'failed' && 'Select the link and copy it with your keyboard.'}
      </p>
    </div>
  );
}
