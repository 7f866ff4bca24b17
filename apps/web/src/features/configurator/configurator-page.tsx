import type { CatalogOption, CatalogProduct, Configuration } from '@eb/domain/catalog';
import { productImageUrl, requestedProduct } from '@eb/domain/catalog-item';
import type { DesignCommand } from '@eb/domain/commands/command';
import { placementCommand } from '@eb/domain/commands/placement';
import type { DesignGraph } from '@eb/domain/design';
import { formatMoney } from '@eb/domain/format';
import { PRODUCT_SIZE_DEFAULTS } from '@eb/domain/measurements';
import { toDollars } from '@eb/domain/money';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, apiFetch, isAbortError } from '../../lib/api-client.ts';
import { apiConfig } from '../../lib/config.ts';
import { flushAnalytics, publish } from '../../lib/event-bus.ts';
import { clearHandOff, handedOverWindowName, readHandOff, writeReturnedStep } from '../../lib/hand-off.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { InchesSelect } from '../../ui/inches-select.tsx';
import { Price } from '../../ui/price.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import './configurator.css';

type Product = CatalogProduct & { defaultChoices: Record<string, string> };

/**
 * The configurator (stock, custom and mandi-edit variants, doc 000 §2): size from the product's
 * limits in whole inches plus eighths, options with their prices, and the live price and rule
 * messages as choices change. 'Add to Window' (or 'Save' when editing) puts it on the window.
 */
export function ConfiguratorPage({ variant }: { variant: 'stock' | 'custom' | 'mandi-edit' }) {
  usePageTitle('Configure Your Product');
  const [params] = useSearchParams();
  const guid = params.get('configurationGuid') ?? '';
  const handOff = readHandOff();
  const designId = params.get('designId') ?? handOff?.designId ?? null;
  const itemId = params.get('itemId') ?? handOff?.itemId ?? null;
  const [product, setProduct] = useState<Product | null>(null);
  const [configuration, setConfiguration] = useState<Configuration | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pricing, setPricing] = useState(false);
  const [saving, setSaving] = useState(false);
  const latest = useRef(0);
  const ids = useId();

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const loaded = await apiFetch<Configuration>(`${apiConfig.configurationsBase}/${guid}`, { signal: controller.signal });
      const found = await apiFetch<Product>(`${apiConfig.catalogBase}/products/${loaded.productId}`, { signal: controller.signal });
      setConfiguration(loaded);
      setProduct(found);
    })().catch((failure: unknown) => {
      if (!isAbortError(failure)) setError(failure instanceof Error ? failure.message : 'This configuration could not be loaded.');
    });
    return () => controller.abort();
  }, [guid]);

  if (error) {
    return (
      <div className="eb-container eb-page">
        <h1>Configure Your Product</h1>
        <p className="eb-alert eb-alert--error">{error}</p>
      </div>
    );
  }
  if (!product || !configuration) {
    return (
      <div className="eb-page-loading">
        <Spinner size="lg" label="Loading the configurator" />
      </div>
    );
  }

  /** Every change is priced again by the server's rules; only the newest answer is shown. */
  const change = async (next: Partial<Pick<Configuration, 'width' | 'height' | 'choices'>>) => {
    const body = {
      productId: configuration.productId,
      width: next.width ?? configuration.width,
      height: next.height ?? configuration.height,
      choices: { ...configuration.choices, ...next.choices },
    };
    setConfiguration({ ...configuration, ...body });
    const request = ++latest.current;
    setPricing(true);
    try {
      const priced = await apiFetch<Configuration>(`${apiConfig.configurationsBase}/${guid}`, { method: 'PUT', body });
      if (request === latest.current) setConfiguration(priced);
    } catch (failure) {
      if (request === latest.current) setError(failure instanceof ApiError ? failure.message : 'The price could not be updated.');
    } finally {
      if (request === latest.current) setPricing(false);
    }
  };

  const addToWindow = async () => {
    if (!designId || !itemId) return;
    setSaving(true);
    try {
      // Put on the window as a design command (the product, its ship date, and the window's size and
      // purchase option where it had none), so the builder can undo it as one step.
      const design = await apiFetch<DesignGraph>(`${apiConfig.designBuilderBase}/designs/${designId}`, { designBuilder: true });
      const command = placementCommand(design, itemId, requestedProduct(product, configuration), Date.now());
      const answer = await apiFetch<{ changed: boolean; command: DesignCommand; inverse: DesignCommand }>(
        `${apiConfig.designBuilderBase}/designs/${designId}/commands`,
        { method: 'POST', body: { command }, headers: { prefer: 'return=minimal' }, designBuilder: true },
      );
      if (answer.changed) {
        const label = handOff?.action === 'edit' ? 'change product' : handOff?.oldSku ? 'swap product' : 'add product';
        writeReturnedStep({ designId, label, command: answer.command, inverse: answer.inverse });
      }
      // Doc 000 §4: the product is on the window now; an edit of its options is an item config update.
      publish(handOff?.action === 'edit' ? 'design.itemConfigUpdate' : 'design.addProduct', { designId, itemId, configurationGuid: guid });
      flushAnalytics();
      const back = handOff?.returnUrl ?? `/estimatebuilder/load/${designId}`;
      clearHandOff();
      window.location.assign(back);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The product could not be added to your window.');
      setSaving(false);
    }
  };

  const limits = {
    minWidth: product.minWidth ?? PRODUCT_SIZE_DEFAULTS.minWidth,
    maxWidth: product.maxWidth ?? PRODUCT_SIZE_DEFAULTS.maxWidth,
    minHeight: product.minHeight ?? PRODUCT_SIZE_DEFAULTS.minHeight,
    maxHeight: product.maxHeight ?? PRODUCT_SIZE_DEFAULTS.maxHeight,
  };
  const swatch = product.options
    .filter((option) => option.optionType === 'color')
    .map((option) => option.choices.find((choice) => choice.choiceId === configuration.choices[option.optionId])?.swatch)
    .find(Boolean);
  const editing = handOff?.action === 'edit';
  const windowName = configuration.windowName ?? (handOff ? handedOverWindowName() : null);

  return (
    <div className="eb-container eb-page eb-configurator" data-variant={variant}>
      <div className="eb-configurator__layout">
        <div className="eb-configurator__picture eb-card">
          <img src={productImageUrl(product.productId, swatch)} alt={`${product.name} in the chosen colour`} width="320" height="320" />
        </div>
        <div className="eb-configurator__form">
          {windowName && (
            <p className="eb-configurator__window">
              For window <strong>{windowName}</strong>
            </p>
          )}
          <p className="eb-configurator__brand">{product.brand}</p>
          <h1 className="eb-configurator__name">{product.name}</h1>
          {product.description && <p className="eb-muted">{product.description}</p>}
          {product.status === 'Discontinued' && <p className="eb-alert eb-alert--error">This product has been discontinued.</p>}

          <section className="eb-configurator__section" aria-labelledby={`${ids}-size`}>
            <h2 id={`${ids}-size`}>Size</h2>
            <div className="eb-configurator__sizes">
              <InchesSelect
                label="Width"
                value={configuration.width}
                min={limits.minWidth}
                max={limits.maxWidth}
                onChange={(width) => change({ width })}
              />
              <InchesSelect
                label="Height"
                value={configuration.height}
                min={limits.minHeight}
                max={limits.maxHeight}
                onChange={(height) => change({ height })}
              />
            </div>
          </section>

          {product.options.map((option) => (
            <OptionField
              key={option.optionId}
              option={option}
              value={configuration.choices[option.optionId] ?? ''}
              onChange={(choiceId) => change({ choices: { [option.optionId]: choiceId } })}
            />
          ))}

          <div className="eb-configurator__messages" role="alert" aria-live="assertive">
            {configuration.messages.length > 0 && (
              <ul>
                {configuration.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </div>

          <div className="eb-configurator__total eb-card">
            <p className="eb-configurator__price" aria-live="polite">
              <span className="eb-muted">Your price</span>{' '}
              <Price subtotal={configuration.subtotal} retail={configuration.retail} showSavings />
              {pricing && <Spinner size="sm" inline label="Updating the price" />}
            </p>
            {configuration.optionTotal > 0 && <p className="eb-muted">Includes {formatMoney(configuration.optionTotal)} in options.</p>}
            <div className="eb-configurator__actions">
              {handOff && (
                <a className="eb-button eb-button--secondary" href={handOff.returnUrl}>
                  Cancel
                </a>
              )}
              {designId && itemId ? (
                <Button busy={saving} disabled={!configuration.isValid || pricing} onClick={addToWindow}>
                  {editing ? 'Save' : 'Add to Window'}
                </Button>
              ) : (
                <p className="eb-muted">Open this product from a window in your design to add it.</p>
              )}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

function OptionField({ option, value, onChange }: { option: CatalogOption; value: string; onChange: (choiceId: string) => void }) {
  const id = useId();
  const priceText = (choice: CatalogOption['choices'][number]) => {
    const price = choice.price;
    if (price.kind === 'fixed') return price.cents > 0 ? ` (+${formatMoney(toDollars(price.cents))})` : '';
    if (price.kind === 'perWidthInch') return price.cents > 0 ? ` (+${formatMoney(toDollars(price.cents))} per inch of width)` : '';
    return price.percent > 0 ? ` (+${price.percent}%)` : '';
  };
  if (option.optionType === 'color') {
    return (
      <fieldset className="eb-configurator__section eb-swatches">
        <legend>
          <h2>{option.name}</h2>
        </legend>
        {option.choices.map((choice) => (
          <label key={choice.choiceId} className={`eb-swatch${value === choice.choiceId ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name={id}
              value={choice.choiceId}
              checked={value === choice.choiceId}
              onChange={() => onChange(choice.choiceId)}
            />
            <span className="eb-swatch__chip" style={{ background: choice.swatch ?? '#ccc' }} aria-hidden="true" />
            <span>
              {choice.value}
              {priceText(choice)}
            </span>
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="eb-configurator__section">
      <label htmlFor={id} className="eb-configurator__option-label">
        {option.name}
        {option.choices.some((choice) => choice.isInternal) && <span className="eb-configurator__internal"> (associates only)</span>}
      </label>
      <select id={id} className="eb-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {!option.required && <option value="">None</option>}
        {option.choices.map((choice) => (
          <option key={choice.choiceId} value={choice.choiceId}>
            {choice.value}
            {priceText(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
