import type { Container, Design, Item } from '@eb/domain/design';

/** One room of a design with its windows in order. */
export interface RoomView {
  container: Container;
  items: Item[];
}

/**
 * A design with its rooms and windows in order, as the builder's store keeps them. The design card
 * passes it to what other features add to the card (Save, Share, the downloads).
 */
export interface DesignView {
  design: Design;
  rooms: RoomView[];
  items: Item[];
}
