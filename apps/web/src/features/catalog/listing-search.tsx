import type { FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';

/** The listing's search box; the search runs on submit, not on each key. */
export function ListingSearch({
  inputId,
  text,
  onTextChange,
  onSubmit,
}: {
  inputId: string;
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <search className="eb-listing__search">
      <form className="eb-listing__search-form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="eb-visually-hidden">
          Search products
        </label>
        <input
          id={inputId}
          className="eb-field__input"
          type="search"
          placeholder="Search products"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </search>
  );
}
