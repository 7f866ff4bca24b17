import type { Item } from '@eb/domain/design';
import { MandiAttributes } from './mandi-attributes.tsx';
import { NotesPanel } from './notes-panel.tsx';

/** What Show Details opens: the mandi attributes (with Remove on motorized) and the window's notes. */
export function WindowCardDetails({
  id,
  item,
  isMandi,
  canDeleteMotorized,
  canWriteNotes,
  onDeleteMotorized,
  onSaveNote,
}: {
  id: string;
  item: Item;
  isMandi: boolean;
  canDeleteMotorized: boolean;
  canWriteNotes: boolean;
  onDeleteMotorized: () => void;
  onSaveNote: (attribute: 'notes' | 'flagNotes', value: string) => Promise<unknown>;
}) {
  return (
    <div id={id} className="eb-window__details">
      {isMandi && <MandiAttributes item={item} canDeleteMotorized={canDeleteMotorized} onDeleteMotorized={onDeleteMotorized} />}
      <NotesPanel item={item} canWrite={canWriteNotes} onSave={onSaveNote} />
    </div>
  );
}
