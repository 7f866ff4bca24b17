import type { CatalogOption } from '@eb/domain/catalog';
import { productImageUrl } from '@eb/domain/catalog-item';
import { formatMoney } from '@eb/domain/format';
import { toDollars } from '@eb/domain/money';
import { useId } from 'react';
import { handedOverRoomName, handedOverWindowName } from '../../lib/hand-off.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Spinner } from '../../ui/spinner.tsx';
import './configurator.css';
import { ConfiguratorSize } from './configurator-size.tsx';
import { ConfiguratorTotal } from './configurator-total.tsx';
import { useConfigurator } from './use-configurator.ts';

/**
 * The configurator (stock, custom and mandi-edit variants, doc 000 §2): size from the product's
 * limits in whole inches plus eighths, options with their prices, and the live price and rule
 * messages as choices change. 'Add to Window' (or 'Save' when editing) puts it on the window.
 */
export function ConfiguratorPage({ variant }: { variant: 'stock' | 'custom' | 'mandi-edit' }) {
  usePageTitle('Configure Your Product');
  const configurator = useConfigurator();
  const ids = useId();

  if (configurator.status === 'failed') {
    return (
      <div className="eb-container eb-page">
        <h1>Configure Your Product</h1>
        <p className="eb-alert eb-alert--error">{configurator.error}</p>
      </div>
    );
  }
  if (configurator.status === 'loading') {
    return (
      <div className="eb-page-loading">
        <Spinner size="lg" label="Loading the configurator" />
      </div>
    );
  }

  const { product, configuration, handOff, change } = configurator;
  const swatch = product.options
    .filter((option) => option.optionType === 'color')
    .map((option) => option.choices.find((choice) => choice.choiceId === configuration.choices[option.optionId])?.swatch)
    .find(Boolean);
  const windowName = configuration.windowName ?? (handOff ? handedOverWindowName() : null);
  // The chip keeps doc 000 §9's 10 characters; a room name it cut is given whole beside it.
  const roomName = handOff ? handedOverRoomName() : null;
  const cutRoom = windowName && roomName && !windowName.includes(roomName) ? roomName : null;

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
              {cutRoom && <span className="eb-muted"> ({cutRoom})</span>}
            </p>
          )}
          <p className="eb-configurator__brand">{product.brand}</p>
          <h1 className="eb-configurator__name">{product.name}</h1>
          {product.description && <p className="eb-muted">{product.description}</p>}
          {product.status === 'Discontinued' && <p className="eb-alert eb-alert--error">This product has been discontinued.</p>}

          <ConfiguratorSize
            headingId={`${ids}-size`}
            product={product}
            width={configuration.width}
            height={configuration.height}
            choices={configuration.choices}
            onChange={change}
          />

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

          <ConfiguratorTotal
            configuration={configuration}
            pricing={configurator.pricing}
            saving={configurator.saving}
            handOff={handOff}
            canAdd={Boolean(configurator.designId && configurator.itemId)}
            onAdd={configurator.addToWindow}
          />
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
