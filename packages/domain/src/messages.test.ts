import { describe, expect, it } from 'vitest';
import {
  CAPTIVE_HEADER,
  DEFAULT_GLOBAL_ERROR,
  FOOTER_QUESTIONS,
  GLOBAL_ERROR_BUTTON,
  GLOBAL_ERROR_TITLE,
  SUCCESS_TOAST_MS,
} from './messages.ts';

describe('shared sentences of doc 000 §1, §8, §9', () => {
  it('words them exactly', () => {
    expect(DEFAULT_GLOBAL_ERROR).toBe(
      "Something went wrong. You can try again later, create a new estimate, or give us a call at {phone}. We're happy to help!",
    );
    expect(GLOBAL_ERROR_TITLE).toBe('Uh oh!');
    expect(GLOBAL_ERROR_BUTTON).toBe('Got It');
    expect(CAPTIVE_HEADER).toBe("You're shopping Custom {product}");
    expect(FOOTER_QUESTIONS).toBe('Questions? Call us at');
  });

  it('shows the success toast for 5000 ms', () => {
    expect(SUCCESS_TOAST_MS).toBe(5000);
  });
});
