import '@testing-library/jest-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { addressCategoryChoices, ListingFilters } from '../listing/listing-filters';
import { nameFromSlug } from '../components/name-from-slug';

const QUERY = { category: 'treks', duration: '', price: '', sort: '' } as const;
const group = () => screen.getByRole('group', { name: 'Filter and sort packages' });
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ListingFilters', () => {
  test('while the category choices load, the filter is there, disabled, showing the chosen category', () => {
    render(<ListingFilters query={QUERY} categories={null} onChange={() => undefined} />);
    const select = screen.getByLabelText('Category');
    expect(select).toBeDisabled();
    expect(select).toHaveValue('treks');
    expect(optionTexts(select)).toEqual(['All categories', 'Treks']);
    expect(group()).toHaveAttribute('aria-busy', 'true');
  });

  test('while they load with no category chosen, it shows "All categories" only', () => {
    render(
      <ListingFilters query={{ ...QUERY, category: '' }} categories={null} onChange={() => undefined} />,
    );
    const select = screen.getByLabelText('Category');
    expect(select).toHaveValue('');
    expect(optionTexts(select)).toEqual(['All categories']);
  });

  test('with its choices the filter is enabled and shows the chosen one', () => {
    render(
      <ListingFilters
        query={QUERY}
        categories={[
          { value: 'char-dham', label: 'Char Dham' },
          { value: 'treks', label: 'Treks' },
        ]}
        onChange={() => undefined}
      />,
    );
    const select = screen.getByLabelText('Category');
    expect(select).toBeEnabled();
    expect(select).toHaveValue('treks');
    expect(optionTexts(select)).toEqual(['All categories', 'Char Dham', 'Treks']);
    expect(group()).not.toHaveAttribute('aria-busy');
  });

  test('when the choices could not be loaded, the chosen category stays and "All categories" can be picked', () => {
    const chosen: string[] = [];
    render(
      <ListingFilters
        query={QUERY}
        categories={addressCategoryChoices(QUERY.category)}
        onChange={(next) => chosen.push(next.category)}
      />,
    );
    const select = screen.getByLabelText('Category');
    expect(select).toBeEnabled();
    expect(select).toHaveValue('treks');
    expect(optionTexts(select)).toEqual(['All categories', 'Treks']);
    expect(group()).not.toHaveAttribute('aria-busy');
    fireEvent.change(select, { target: { value: '' } });
    expect(chosen).toEqual(['']);
  });

  test('with no category in the address there is no choice but "All categories"', () => {
    expect(addressCategoryChoices('')).toEqual([]);
    expect(addressCategoryChoices('char-dham')).toEqual([{ value: 'char-dham', label: 'Char Dham' }]);
  });

  test('a category page has no category filter', () => {
    render(<ListingFilters query={QUERY} onChange={() => undefined} />);
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(screen.getByLabelText('Sort by')).toBeEnabled();
  });
});

describe('nameFromSlug', () => {
  test.each([
    ['chamoli', 'Chamoli'],
    ['tehri-garhwal', 'Tehri Garhwal'],
    ['SPITI', 'Spiti'],
    ['--bir-', 'Bir'],
    ['', ''],
  ])('%s -> %s', (slug, name) => expect(nameFromSlug(slug)).toBe(name));
});
