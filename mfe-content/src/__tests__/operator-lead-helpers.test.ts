import { leadExportQuery, leadFiltersSearch, leadListQuery, readLeadFilters } from '../operator/lead-filters';
import { formatAge, interestLabel, telHref } from '../operator/lead-format';

describe('the inbox filters in the address', () => {
  test('read back what they wrote; defaults are left out', () => {
    const filters = { status: 'contacted' as const, q: 'meera bisht', unassigned: true, page: 3 };
    const search = leadFiltersSearch(filters);
    expect(search).toBe('?status=contacted&q=meera+bisht&unassigned=1&page=3');
    expect(readLeadFilters(new URLSearchParams(search))).toEqual(filters);
    expect(leadFiltersSearch({ status: null, q: '  ', unassigned: false, page: 1 })).toBe('');
  });

  test('anything unknown or out of bounds falls back to the default; the search is cut to 100 characters', () => {
    const read = readLeadFilters(
      new URLSearchParams(`status=spam&page=-2&unassigned=yes&q=${'x'.repeat(150)}`),
    );
    expect(read).toEqual({ status: null, q: 'x'.repeat(100), unassigned: false, page: 1 });
    expect(readLeadFilters(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readLeadFilters(new URLSearchParams('page=100001')).page).toBe(1);
  });

  test("become the API's query: 'Unassigned only' is assignedTo=none, an empty search is left out", () => {
    expect(leadListQuery({ status: 'new', q: ' ravi ', unassigned: true, page: 2 })).toEqual({
      page: 2,
      pageSize: 20,
      status: 'new',
      q: 'ravi',
      assignedTo: 'none',
    });
    expect(leadListQuery({ status: null, q: '', unassigned: false, page: 1 })).toEqual({
      page: 1,
      pageSize: 20,
    });
  });
});

describe('how a lead is shown', () => {
  test('click-to-call carries the Indian number (WhatsApp goes through the templates: see the lead detail)', () => {
    expect(telHref('9876543210')).toBe('tel:+919876543210');
    expect(telHref('98765 43210', '+91')).toBe('tel:+919876543210');
  });

  test('ages read "just now", minutes, hours, then days', () => {
    expect(formatAge(0)).toBe('just now');
    expect(formatAge(12)).toBe('12 min ago');
    expect(formatAge(180)).toBe('3 h ago');
    expect(formatAge(47 * 60 + 59)).toBe('47 h ago');
    expect(formatAge(72 * 60)).toBe('3 d ago');
  });

  test("the forms' values are shown with their labels", () => {
    expect(interestLabel('4dham')).toBe('Char Dham Yatra (4 Dham)');
    expect(interestLabel('trek')).toBe("Trek's");
    expect(interestLabel('something-new')).toBe('something-new');
    expect(interestLabel(null)).toBe('—');
  });
});

describe('the leads export', () => {
  test('asks for the leads the inbox shows, every page of them', () => {
    expect(leadExportQuery({ status: 'new', q: ' Rawat ', unassigned: true, page: 4 })).toEqual({
      status: 'new',
      q: 'Rawat',
      assignedTo: 'none',
    });
    expect(leadExportQuery({ status: null, q: '', unassigned: false, page: 1 })).toEqual({});
  });
});
