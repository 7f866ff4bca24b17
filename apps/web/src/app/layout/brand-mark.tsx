/** The brand's logo mark: a window with a half-drawn shade, in the theme's colours. */
export function BrandMark() {
  return (
    <svg className="eb-brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="26" height="26" rx="4" className="eb-brand__frame" />
      <rect x="7" y="7" width="18" height="10" className="eb-brand__shade" />
      <path d="M7 9.5h18M7 12h18M7 14.5h18" className="eb-brand__slats" />
      <path d="M16 17v4" className="eb-brand__cord" />
    </svg>
  );
}
