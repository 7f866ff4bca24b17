import { type DesignCommand, designCommandSchema } from '@eb/domain/commands/command';
import { POST_MEASURE_COOKIE, POST_MEASURE_MAX_AGE_S, PostMeasureOptions } from '@eb/domain/post-measure-options';
import { readCookie, writeCookie } from './cookies.ts';

/**
 * The builder's hand-off to the product listing and the configurator (doc 000 §4): a storage entry
 * naming the action ('add' or 'edit'), the design and window, plus the cookies the spec names
 * (postMeasureOptions, hghtz / widthz, and the design-mode cookie for Edit Options).
 */
export interface HandOff {
  action: 'add' | 'edit';
  designId: string;
  itemId: string;
  /** 'mandi' when the window belongs to a measure-and-install estimate. */
  mode: 'product' | 'mandi';
  /** Where to go back to: the design's load URL. */
  returnUrl: string;
  /** The configuration being edited (action 'edit'). */
  configurationGuid?: string;
  /** Swap keeps the old sku so the listing can say what is being replaced. */
  oldSku?: string;
}

export const HAND_OFF_KEY = 'eb.designMode';
export const DESIGN_MODE_COOKIE = 'designMode';
export const SWAP_SKU_KEY = 'eb.swapOldSku';

export function writeHandOff(handOff: HandOff): void {
  try {
    localStorage.setItem(HAND_OFF_KEY, JSON.stringify(handOff));
    if (handOff.oldSku) localStorage.setItem(SWAP_SKU_KEY, handOff.oldSku);
    else localStorage.removeItem(SWAP_SKU_KEY);
  } catch (error) {
    console.warn('The hand-off to the product pages could not be stored', error);
  }
  if (handOff.action === 'edit') {
    // The design-mode cookie is secure with sameSite none (doc 000 §3).
    writeCookie(DESIGN_MODE_COOKIE, encodeURIComponent(handOff.mode), {
      secure: true,
      sameSite: 'None',
      maxAgeSeconds: POST_MEASURE_MAX_AGE_S,
    });
  }
}

export function readHandOff(): HandOff | null {
  try {
    const raw = localStorage.getItem(HAND_OFF_KEY);
    return raw ? (JSON.parse(raw) as HandOff) : null;
  } catch {
    return null;
  }
}

export function clearHandOff(): void {
  try {
    localStorage.removeItem(HAND_OFF_KEY);
    localStorage.removeItem(SWAP_SKU_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * An edit made on another page and undoable in the builder: the configurator's Add to Window, done
 * as a command, with the inverse the server answered. Kept for this tab only, until the builder
 * takes it into the design's undo history.
 */
export interface ReturnedStep {
  designId: string;
  label: string;
  command: DesignCommand;
  inverse: DesignCommand;
}

export const RETURNED_STEP_KEY = 'eb.returnedStep';

export function writeReturnedStep(step: ReturnedStep): void {
  try {
    sessionStorage.setItem(RETURNED_STEP_KEY, JSON.stringify(step));
  } catch (error) {
    // Only undo is lost: the edit itself has landed.
    console.warn('The edit could not be kept for undo', error);
  }
}

/** The step the configurator left for `designId`, taken (read once and removed). */
export function takeReturnedStep(designId: string): ReturnedStep | null {
  try {
    const raw = sessionStorage.getItem(RETURNED_STEP_KEY);
    if (!raw) return null;
    const step = JSON.parse(raw) as Partial<ReturnedStep>;
    if (step.designId !== designId) return null;
    sessionStorage.removeItem(RETURNED_STEP_KEY);
    const command = designCommandSchema.safeParse(step.command);
    const inverse = designCommandSchema.safeParse(step.inverse);
    if (!command.success || !inverse.success || typeof step.label !== 'string') return null;
    return { designId, label: step.label, command: command.data, inverse: inverse.data };
  } catch {
    return null;
  }
}

/** Writes the window's measurements and names into postMeasureOptions and the hghtz / widthz cookies. */
export function writeWindowCookies(input: {
  width: number | null;
  height: number | null;
  windowName: string;
  roomName: string;
  roomLabel: string;
  windowUid: string;
  redirectUrl: string;
}): void {
  const options = PostMeasureOptions.parse(readCookie(POST_MEASURE_COOKIE));
  options.set('WindowName', input.windowName).set('RoomName', input.roomName).set('RoomLabel', input.roomLabel);
  options.set('WindowUid', input.windowUid).set('RedirectUrl', input.redirectUrl).set('BaseUrl', window.location.origin);
  if (input.width) {
    options
      .set('Width', String(input.width))
      .set('WidthWhole', String(Math.floor(input.width)))
      .set('WidthEighth', String(Math.round((input.width % 1) * 8)));
    writeCookie('widthz', String(input.width), { maxAgeSeconds: POST_MEASURE_MAX_AGE_S });
  }
  if (input.height) {
    options
      .set('Height', String(input.height))
      .set('HeightWhole', String(Math.floor(input.height)))
      .set('HeightEighth', String(Math.round((input.height % 1) * 8)));
    writeCookie('hghtz', String(input.height), { maxAgeSeconds: POST_MEASURE_MAX_AGE_S });
  }
  writeCookie(POST_MEASURE_COOKIE, options.toCookieValue(), { maxAgeSeconds: POST_MEASURE_MAX_AGE_S, path: '/', priority: 'High' });
}

/** The window size handed over, if any. */
export function handedOverSize(): { width: number | null; height: number | null } {
  const options = PostMeasureOptions.parse(readCookie(POST_MEASURE_COOKIE));
  const number = (value: string | undefined) => (value && Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : null);
  return { width: number(options.get('Width')), height: number(options.get('Height')) };
}

/** The window name handed over (room label, window label and room name, at most 10), if any. */
export function handedOverWindowName(): string | null {
  return PostMeasureOptions.parse(readCookie(POST_MEASURE_COOKIE)).get('WindowName') || null;
}

/** The room's whole name handed over (the window name is cut to 10 characters, doc 000 §9). */
export function handedOverRoomName(): string | null {
  return PostMeasureOptions.parse(readCookie(POST_MEASURE_COOKIE)).get('RoomName') || null;
}

/** Configurator paths (doc 000 §2): stock, custom and mandi-edit variants; site 11 puts them under a custom-{product} base. */
export function configuratorPath(siteId: number, product: string, variant: 'stock' | 'custom' | 'mandi-edit'): string {
  const base = siteId === 11 ? `/custom-${product.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : '';
  return `${base}/configurator/${variant}`;
}
