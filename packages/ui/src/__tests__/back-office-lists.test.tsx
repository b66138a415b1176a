import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from '../back-office/data-table';
import { PagedList } from '../back-office/load-states';
import { FilterToolbar, SelectFilter } from '../back-office/filter-toolbar';

interface Trip {
  id: string;
  name: string;
  seats: number;
}

const columns: Column<Trip>[] = [
  { header: 'Trip', cell: (trip) => trip.name },
  { header: 'Seats', className: 'money', cell: (trip) => trip.seats },
  { header: <span>Edit</span>, cell: (trip) => <button type="button">Edit {trip.name}</button> },
];
const trips: Trip[] = [
  { id: 'a', name: 'Kedarnath', seats: 2 },
  { id: 'b', name: 'Badrinath', seats: 4 },
];

test('a table has a caption, column headers and a named scroll box a keyboard can reach', () => {
  render(<DataTable caption="Trips" columns={columns} rows={trips} rowKey={(trip) => trip.id} />);
  const box = screen.getByRole('region', { name: 'Trips' });
  expect(box.getAttribute('tabindex')).toBe('0');
  const table = within(box).getByRole('table', { name: 'Trips' });
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((th) => th.textContent)).toEqual(['Trip', 'Seats', 'Edit']);
  expect(headers.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
  const cells = within(within(table).getAllByRole('row')[2]!).getAllByRole('cell');
  expect(cells.map((td) => td.textContent)).toEqual(['Badrinath', '4', 'Edit Badrinath']);
  expect(cells.map((td) => td.getAttribute('data-label'))).toEqual(['Trip', 'Seats', null]);
  expect(cells[1]?.classList.contains('money')).toBe(true);
});

test('with no rows a table says its empty message instead', () => {
  render(
    <DataTable
      caption="Trips"
      columns={columns}
      rows={[]}
      rowKey={(trip) => trip.id}
      empty="No trips yet."
    />,
  );
  expect(screen.getByText('No trips yet.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

type TripList = Parameters<typeof PagedList<Trip>>[0]['list'];
const reload = jest.fn();
const onPage = jest.fn();
const pagedList = (list: TripList) => (
  <PagedList list={list} loading="Loading trips" fallback="No trips." empty="None match." onPage={onPage}>
    {(items) => items.map((trip) => trip.name).join(', ')}
  </PagedList>
);
const loaded = (items: Trip[], total: number) => ({
  status: 'loaded' as const,
  data: { items, page: { page: 1, pageSize: 2, total } },
  reload,
});

test('a paged list shows the spinner, the failure with a retry, the empty message or the items', () => {
  const { rerender } = render(pagedList({ status: 'loading', reload }));
  expect(screen.getByText('Loading trips')).toBeTruthy();
  rerender(pagedList({ status: 'error', error: new Error('down'), reload }));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(reload).toHaveBeenCalled();
  rerender(pagedList(loaded([], 0)));
  expect(screen.getByText('None match.')).toBeTruthy();
  rerender(pagedList(loaded(trips, 3)));
  expect(screen.getByText('Kedarnath, Badrinath')).toBeTruthy();
  expect(screen.getByText('Showing 1-2 of 3')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(onPage).toHaveBeenCalledWith(2);
});

test('a filter toolbar submits without reloading the page and its choices report their value', () => {
  const onSubmit = jest.fn();
  const onChange = jest.fn();
  render(
    <FilterToolbar label="Filter trips" search submit="Filter" onSubmit={onSubmit}>
      <SelectFilter
        label="Status"
        value=""
        onChange={onChange}
        options={[
          ['', 'Any'],
          ['open', 'Open'],
        ]}
      />
    </FilterToolbar>,
  );
  const form = screen.getByRole('search', { name: 'Filter trips' });
  fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'open' } });
  expect(onChange).toHaveBeenCalledWith('open');
  fireEvent.click(within(form).getByRole('button', { name: 'Filter' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
