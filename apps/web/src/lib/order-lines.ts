import type { CartLine } from '@eb/domain/commerce';
import { sizeText } from '@eb/domain/measurements';

/**
 * How cart and order lines read on the checkout and order pages: grouped by design (in the order
 * they come), each with where it goes (room and window) and its size.
 */
type LineLike = Pick<CartLine, 'designId' | 'designName'>;

export interface DesignLines<L extends LineLike> {
  /** Null for lines that belong to no design. */
  designId: string | null;
  designName: string;
  lines: L[];
}

export function linesByDesign<L extends LineLike>(lines: readonly L[]): DesignLines<L>[] {
  const groups = new Map<string, DesignLines<L>>();
  for (const line of lines) {
    const key = line.designId ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { designId: line.designId, designName: line.designName, lines: [] };
      groups.set(key, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}

/** 'Room 1 · Window 1'; empty for lines of no window (installation). */
export const lineWhere = (line: Pick<CartLine, 'roomName' | 'windowName'>) =>
  [line.roomName, line.windowName].filter((part): part is string => Boolean(part?.trim())).join(' · ');

/** '40" W × 60 3/8" H'; null without a size (installation lines). */
export const lineSize = (line: Pick<CartLine, 'width' | 'height'>) =>
  line.width !== null && line.height !== null ? sizeText(line.width, line.height) : null;

export interface PostalAddress {
  line1: string;
  line2?: string | null | undefined;
  city: string;
  state: string;
  zipCode: string;
}

/** An address as it is written on an envelope: street lines, then 'City, ST 30339'. */
export const addressLines = (address: PostalAddress): string[] =>
  [address.line1, address.line2 ?? '', `${address.city}, ${address.state} ${address.zipCode}`].filter((line) => line.trim() !== '');
