import type { DesignCommand } from '@eb/domain/commands/command';
import { describe, expect, it } from 'vitest';
import type { Step } from './undo-history.ts';
import {
  describeCommand,
  emptyHistory,
  HISTORY_LIMIT,
  nextRedo,
  nextUndo,
  recorded,
  redone,
  undone,
  withoutOverwrites,
} from './undo-history.ts';

const rename = (label: string): DesignCommand => ({ type: 'window.rename', itemId: '00000000-0000-4000-8000-000000000001', label });
const step = (from: string, to: string) => ({ label: 'Rename window', command: rename(to), inverse: rename(from) });

describe('undo history', () => {
  it('undoes the last edit first and redoes it after', () => {
    let history = recorded(recorded(emptyHistory, step('A', 'B')), step('B', 'C'));
    expect(nextUndo(history)?.inverse).toEqual(rename('B'));
    history = undone(history, rename('C'));
    expect(nextUndo(history)?.inverse).toEqual(rename('A'));
    expect(nextRedo(history)?.command).toEqual(rename('C'));
    history = redone(history, rename('B'));
    expect(nextUndo(history)?.inverse).toEqual(rename('B'));
    expect(nextRedo(history)).toBeUndefined();
  });

  it('a new edit clears what could be redone', () => {
    let history = undone(recorded(emptyHistory, step('A', 'B')), rename('B'));
    history = recorded(history, step('A', 'D'));
    expect(nextRedo(history)).toBeUndefined();
  });

  it(`keeps the last ${HISTORY_LIMIT} steps (at least 50)`, () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(50);
    let history = emptyHistory;
    for (let n = 0; n < HISTORY_LIMIT + 10; n += 1) history = recorded(history, step(String(n), String(n + 1)));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]?.inverse).toEqual(rename('10'));
  });

  it('drops the steps that would overwrite a field someone else set, and every step that depends on them', () => {
    const other = (label: string): DesignCommand => ({ type: 'window.rename', itemId: '00000000-0000-4000-8000-000000000002', label });
    const sets = (itemId: string) => (command: DesignCommand) => command.type === 'window.rename' && command.itemId === itemId;
    const first: Step = step('A', 'B');
    const second: Step = { label: 'Rename window', command: other('Y'), inverse: other('X') };
    const third: Step = { label: 'Rename window', command: other('Z'), inverse: other('Y') };
    // Undo list: first, second; redo list (next redo last): third.
    const history = { past: [first, second], future: [third] };
    const touchedFirst = withoutOverwrites(history, sets('00000000-0000-4000-8000-000000000001'));
    expect(touchedFirst).toEqual({ past: [second], future: [third] });
    const touchedOther = withoutOverwrites(history, sets('00000000-0000-4000-8000-000000000002'));
    expect(touchedOther).toEqual({ past: [], future: [] });
    expect(withoutOverwrites(history, () => false)).toBe(history);
  });
});

describe('what the Undo and Redo buttons call a step', () => {
  const itemId = 'w1';
  it('names a change of window attributes by its kind', () => {
    const label = (values: Record<string, string | null>) => describeCommand({ type: 'window.attributes', itemId, values });
    expect(label({ width: '36', height: '60' })).toBe('change measurements');
    expect(label({ depth: '3' })).toBe('change measurements');
    expect(label({ notes: '[]' })).toBe('change notes');
    expect(label({ flagNotes: '[]' })).toBe('change flag');
    expect(label({ purchaseOption: 'install' })).toBe('change purchase option');
    expect(label({ category: 'roller-shades', mountType: 'inside' })).toBe('change window details');
    expect(describeCommand({ type: 'window.attributesRestore', itemId, remove: ['width'], put: [] })).toBe('change measurements');
  });
});
