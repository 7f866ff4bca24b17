/** The first message for each field of a failed zod check, keyed by field name. */
export function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The server's sentences for this form's fields, from a failure's details (`{ path: 'body.password',
 * message }`), keyed by field name: rules only the server can check (a common password) show where
 * the form's own would.
 */
export function serverFieldErrors(details: readonly unknown[], fields: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of details) {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const field = path.replace(/^body\./, '').split('.')[0] ?? '';
    if (fields.includes(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** Moves focus to the first invalid field of a form, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
