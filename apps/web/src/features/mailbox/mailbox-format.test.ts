import { describe, expect, it } from 'vitest';
import { formatMailDate, kindLabel, previewDocument, statusLabel } from './mailbox-format.ts';

describe('mailbox formatting', () => {
  it('names statuses and kinds in words', () => {
    expect(statusLabel('delivered-locally')).toBe('Delivered here');
    expect(statusLabel('queued')).toBe('Queued');
    expect(kindLabel('saved-design')).toBe('Saved design');
    expect(kindLabel('share')).toBe('Share');
    expect(kindLabel('')).toBe('Mail');
  });

  it('formats a date and time, and nothing for no or a bad date', () => {
    expect(formatMailDate('2026-11-23T16:05:00.000Z')).toMatch(/^Nov 23, 2026, \d{1,2}:05 (AM|PM)$/);
    expect(formatMailDate(null)).toBe('');
    expect(formatMailDate('yesterday')).toBe('');
  });

  it('opens the links of a previewed mail in a new tab', () => {
    expect(previewDocument('<html><head lang="x"><title>t</title></head><body>b</body></html>')).toBe(
      '<html><head lang="x"><base target="_blank"><title>t</title></head><body>b</body></html>',
    );
    expect(previewDocument('<p>Hi</p>')).toBe('<base target="_blank"><p>Hi</p>');
    expect(previewDocument('<header>x</header>')).toBe('<base target="_blank"><header>x</header>');
  });
});
