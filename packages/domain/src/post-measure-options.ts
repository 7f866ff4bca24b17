/**
 * The postMeasureOptions cookie of doc 000 §3: the builder's hand-off to the product listing and
 * configurator. Expires in 1 day, path '/', high priority. InterconnectedRetailEndpoint is read only.
 */
export const POST_MEASURE_COOKIE = 'postMeasureOptions';
export const POST_MEASURE_MAX_AGE_S = 24 * 60 * 60;

export const POST_MEASURE_FIELDS = [
  'Height',
  'Width',
  'Depth',
  'HeightWhole',
  'WidthWhole',
  'HeightEighth',
  'WidthEighth',
  'WindowName',
  'RoomName',
  'IsCutout',
  'IsPostMeasureMode',
  'IsSpecialtyShape',
  'Tags',
  'PropertyName',
  'PropertyAddress',
  'WindowDescription',
  'MeasurementDate',
  'JobUid',
  'QuoteUid',
  'WindowUid',
  'BaseUrl',
  'RedirectUrl',
  'RoomLabel',
  'HasIREndpoint',
  'PlpFilters',
  'PurchaseOrderNumber',
  'LineItemNumber',
  'OriginalProductId',
  'Destination',
  'IsRemake',
  'ScrollOnReturn',
] as const;
export type PostMeasureField = (typeof POST_MEASURE_FIELDS)[number];
export const READ_ONLY_POST_MEASURE_FIELDS = ['InterconnectedRetailEndpoint'] as const;
export type ReadOnlyPostMeasureField = (typeof READ_ONLY_POST_MEASURE_FIELDS)[number];

export type PostMeasureValues = Partial<Record<PostMeasureField | ReadOnlyPostMeasureField, string>>;

export const readOnlyMessage = (name: string) => `postMeasureOptions.${name} is read only`;

/**
 * The cookie's values with typed read/write access: writing a read-only field throws
 * 'postMeasureOptions.{name} is read only'; unknown names are refused too.
 */
export class PostMeasureOptions {
  private readonly values: PostMeasureValues;

  constructor(values: PostMeasureValues = {}) {
    this.values = { ...values };
  }

  static parse(cookieValue: string | null | undefined): PostMeasureOptions {
    if (!cookieValue) return new PostMeasureOptions();
    try {
      const parsed = JSON.parse(decodeURIComponent(cookieValue)) as Record<string, unknown>;
      const known = [...POST_MEASURE_FIELDS, ...READ_ONLY_POST_MEASURE_FIELDS] as readonly string[];
      const values: PostMeasureValues = {};
      for (const [key, value] of Object.entries(parsed)) {
        if (known.includes(key) && typeof value === 'string') values[key as PostMeasureField] = value;
      }
      return new PostMeasureOptions(values);
    } catch {
      return new PostMeasureOptions();
    }
  }

  get(name: PostMeasureField | ReadOnlyPostMeasureField): string | undefined {
    return this.values[name];
  }

  set(name: string, value: string): this {
    if ((READ_ONLY_POST_MEASURE_FIELDS as readonly string[]).includes(name)) throw new Error(readOnlyMessage(name));
    if (!(POST_MEASURE_FIELDS as readonly string[]).includes(name)) throw new Error(`postMeasureOptions has no field ${name}`);
    this.values[name as PostMeasureField] = value;
    return this;
  }

  toCookieValue(): string {
    return encodeURIComponent(JSON.stringify(this.values));
  }
}
