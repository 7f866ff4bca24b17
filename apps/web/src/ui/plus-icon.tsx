/** A plus sign drawn before an add action's label; hidden from assistive technology, which reads the label alone. */
export function PlusIcon() {
  return (
    <svg className="eb-plus-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M8 2.5v11M2.5 8h11" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
