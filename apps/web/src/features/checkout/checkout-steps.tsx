const STEPS = ['Contact and Shipping', 'Review and Place Order'] as const;

/** Where the shopper is in the checkout: step 1 of 2, step 2 of 2. */
export function CheckoutSteps({ current }: { current: 1 | 2 }) {
  return (
    <ol className="eb-checkout-page__steps" aria-label="Checkout steps">
      {STEPS.map((name, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'next';
        return (
          <li key={name} className={`eb-checkout-page__steps-item is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="eb-checkout-page__steps-number" aria-hidden="true">
              {number}
            </span>
            <span>
              <span className="eb-visually-hidden">
                Step {number} of {STEPS.length}:{' '}
              </span>
              {name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
