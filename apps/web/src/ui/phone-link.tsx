/** A help phone number as a tap-to-call link. */
export function PhoneLink({ phone, className, icon = false }: { phone: string; className?: string; icon?: boolean }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={`eb-phone${className ? ` ${className}` : ''}`}>
      {icon && (
        <svg className="eb-phone__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
          />
        </svg>
      )}
      {phone}
    </a>
  );
}
