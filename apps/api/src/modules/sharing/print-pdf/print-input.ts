import type { DesignGraph } from '@eb/domain/design';
import type { DesignPrice } from '@eb/domain/design-pricing';
import type { PrintOptions } from '@eb/domain/sharing';
import type { Site } from '@eb/domain/sites';

export interface PrintSignature {
  name: string;
  email: string;
  phone: string;
  extension: string;
}

export interface PrintInput {
  graph: DesignGraph;
  /** The design's figures, as every other surface shows them. */
  price: DesignPrice;
  site: Site;
  options: PrintOptions;
  /** When the PDF is made; shown in the caller's time zone. */
  now: Date;
  /** The caller's `Date.getTimezoneOffset()`, minutes behind UTC. */
  timezoneOffset: number;
  /** The printing rep's signature; null for everyone else. */
  signature: PrintSignature | null;
}
