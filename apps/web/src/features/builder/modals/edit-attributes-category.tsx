import type { WindowCategory } from '@eb/domain/mandi';

/** The window's category, from the site's list; its error shows once it has been touched. */
export function EditAttributesCategory({
  id,
  value,
  categories,
  error,
  onChange,
}: {
  id: string;
  value: string;
  categories: WindowCategory[];
  error: string | undefined;
  onChange: (category: string) => void;
}) {
  return (
    <div className={`eb-field${error ? ' has-error' : ''}`}>
      <label className="eb-field__label" htmlFor={id}>
        Category
      </label>
      <select
        id={id}
        className="eb-select eb-field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose a category</option>
        {categories.map((category) => (
          <option key={category.key} value={category.key}>
            {category.label}
          </option>
        ))}
      </select>
      {error && <p className="eb-field__error">{error}</p>}
    </div>
  );
}
