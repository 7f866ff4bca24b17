/** User-facing sentences of the spec that are shared by several screens. */
export const DEFAULT_GLOBAL_ERROR =
  "Something went wrong. You can try again later, create a new estimate, or give us a call at {phone}. We're happy to help!";
export const GLOBAL_ERROR_TITLE = 'Uh oh!';
export const GLOBAL_ERROR_BUTTON = 'Got It';
export const CAPTIVE_HEADER = "You're shopping Custom {product}";
export const FOOTER_QUESTIONS = 'Questions? Call us at';
export const SUCCESS_TOAST_MS = 5000;
/** The refusal of any change to a design tied to an order or locked, whichever route or command asked. */
export const DESIGN_LOCKED_MESSAGE = 'This design has been ordered or locked and can no longer be changed.';
