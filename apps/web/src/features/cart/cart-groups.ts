import type { CartLine } from '@eb/domain/commerce';

/**
 * How the cart page shows its lines: by design, then by room, in the order the server gives them
 * (the design's own: rooms A, B, C…, windows as placed, whatever order the batches arrived in), and
 * the design's installation lines after its rooms. Pure, so it is tested on its own.
 */
export interface CartRoomGroup {
  /** The room's name; null for lines that name no room. */
  roomName: string | null;
  lines: CartLine[];
}

export interface CartDesignGroup {
  key: string;
  designId: string | null;
  designName: string;
  rooms: CartRoomGroup[];
  installation: CartLine[];
}

export function groupCartLines(lines: readonly CartLine[]): CartDesignGroup[] {
  const designs = new Map<string, CartDesignGroup>();
  for (const line of lines) {
    const key = line.designId ?? `name:${line.designName}`;
    let design = designs.get(key);
    if (!design) {
      design = { key, designId: line.designId, designName: line.designName, rooms: [], installation: [] };
      designs.set(key, design);
    }
    if (line.kind === 'installation') {
      design.installation.push(line);
      continue;
    }
    let room = design.rooms.find((candidate) => candidate.roomName === line.roomName);
    if (!room) {
      room = { roomName: line.roomName, lines: [] };
      design.rooms.push(room);
    }
    room.lines.push(line);
  }
  return [...designs.values()];
}

/** The line's name as its buttons and messages say it: 'Window 1, Larkspur Shade'; installation by job. */
export function lineLabel(line: Pick<CartLine, 'kind' | 'windowName' | 'productName' | 'jobUid'>): string {
  if (line.kind === 'installation') return line.jobUid ? `${line.productName}, job ${line.jobUid}` : line.productName;
  return line.windowName ? `${line.windowName}, ${line.productName}` : line.productName;
}

/** Where focus goes after a line is removed: the next line's Remove button, else the previous one's, else none. */
export function focusAfterRemoval(lines: readonly Pick<CartLine, 'lineId'>[], removedId: string): string | null {
  const index = lines.findIndex((line) => line.lineId === removedId);
  if (index < 0) return null;
  return lines[index + 1]?.lineId ?? lines[index - 1]?.lineId ?? null;
}

/** Cart lines in the order the page shows them (the order Tab walks through the Remove buttons). */
export const shownOrder = (groups: readonly CartDesignGroup[]): CartLine[] =>
  groups.flatMap((group) => [...group.rooms.flatMap((room) => room.lines), ...group.installation]);
