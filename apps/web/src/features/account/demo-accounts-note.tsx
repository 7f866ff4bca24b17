/** Outside production the server seeds two demo accounts; saying so saves a trip to the logs. */
export function DemoAccountsNote() {
  if (import.meta.env.PROD) return null;
  return (
    <aside className="eb-demo-note" aria-label="Demo accounts">
      <p className="eb-demo-note__title">Demo accounts</p>
      <ul>
        <li>
          <code>shopper@example.com</code> — shopper
        </li>
        <li>
          <code>rep@example.com</code> — sales rep
        </li>
      </ul>
      <p>
        Password <code>demo-password</code>
      </p>
    </aside>
  );
}
