import { foldPackageSearchText, matchesPackageSearch, searchFolded } from '../package-search';

const pkg = foldPackageSearchText({
  name: 'Église Öland Trail',
  location: 'ÅRHUS, Tehri',
  categoryName: 'Himalayan Treks',
  description: 'Monsoon Sale 50%_off\\ गौरीकुंड से मंदिर तक',
});
const matches = (query: string) => matchesPackageSearch(pkg, searchFolded(query));

describe('the package search rule (name, location, category name, description; any case)', () => {
  test('each field matches, in any case, beyond ASCII too', () => {
    expect(matches('église')).toBe(true);
    expect(matches('århus')).toBe(true);
    expect(matches('TREKS')).toBe(true);
    expect(matches('गौरीकुंड')).toBe(true);
  });

  test('wildcard characters match only themselves', () => {
    expect(matches('50%_off\\')).toBe(true);
    expect(matches('50%')).toBe(true);
    expect(matches('5_%')).toBe(false);
    expect(matches('sale%off')).toBe(false);
  });

  test('a substring of none of the fields does not match, nor one across two fields', () => {
    expect(matches('zzqx')).toBe(false);
    expect(matches('trail århus')).toBe(false);
  });
});
