import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { ListingFilters } from '../listing/listing-filters';
import { nameFromSlug } from '../destinations/destination-page';

const QUERY = { category: 'treks', duration: '', price: '', sort: '' } as const;

describe('ListingFilters', () => {
  test('while the category choices load, the filter is there, disabled, with "All categories" only', () => {
    render(<ListingFilters query={QUERY} categories={null} onChange={() => undefined} />);
    const select = screen.getByLabelText('Category');
    expect(select).toBeDisabled();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories']);
  });

  test('with its choices the filter is enabled and shows the chosen one', () => {
    render(
      <ListingFilters
        query={QUERY}
        categories={[{ value: 'treks', label: 'Treks' }]}
        onChange={() => undefined}
      />,
    );
    const select = screen.getByLabelText('Category');
    expect(select).toBeEnabled();
    expect(select).toHaveValue('treks');
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
