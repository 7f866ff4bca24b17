/** A small busy indicator; announced politely as a status with its label. */
export function Spinner({
  label = 'Loading',
  size = 'md',
  inline = false,
}: {
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  inline?: boolean;
}) {
  return (
    <span role="status" className={`eb-spinner eb-spinner--${size}${inline ? ' eb-spinner--inline' : ''}`}>
      <span className="eb-spinner__ring" aria-hidden="true" />
      <span className="eb-visually-hidden">{label}</span>
    </span>
  );
}
