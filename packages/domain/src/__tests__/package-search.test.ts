import {
  foldPackageSearchText,
  matchesPackageSearch,
  packageMatchesSearch,
  searchFolded,
  textMatchesSearch,
  withinOneTypo,
} from '../package-search';

const pkg = foldPackageSearchText({
  name: 'Église Öland Trail',
  location: 'ÅRHUS, Tehri',
  categoryName: 'Himalayan Treks',
  description: 'Monsoon Sale 50%_off\\ गौरीकुंड से मंदिर तक',
});
const matches = (query: string) => matchesPackageSearch(pkg, searchFolded(query));

const catalogue = {
  charDham: {
    name: 'Char Dham Yatra from Haridwar',
    location: 'Haridwar',
    categoryName: 'Spiritual Trips',
    description: 'Yamunotri, Gangotri, Kedarnath and Badrinath in 11 days.',
  },
  kedarnath: {
    name: 'Kedarnath Dham Yatra',
    location: 'Rudraprayag',
    categoryName: 'Spiritual Trips',
    description: 'The trek from Gaurikund to the temple.',
  },
  kedarkantha: {
    name: 'Kedarkantha Trek',
    location: 'Sankri',
    categoryName: 'Treks',
    description: 'A winter summit trek.',
  },
  badrinath: {
    name: 'Badrinath Yatra',
    location: 'Chamoli',
    categoryName: 'Spiritual Trips',
    description: 'Darshan at the temple and Mana village.',
  },
  valley: {
    name: 'Valley of Flowers Trek',
    location: 'Chamoli',
    categoryName: 'Treks',
    description: 'Meadows in bloom, and Hemkund Sahib.',
  },
  roopkund: {
    name: 'Roopkund Trek',
    location: 'Lohajung',
    categoryName: 'Treks',
    description: 'The mystery lake.',
  },
};
type Name = keyof typeof catalogue;
const found = (query: string): Name[] =>
  (Object.keys(catalogue) as Name[]).filter((name) => packageMatchesSearch(catalogue[name], query));

describe('the package search rule (name, location, category name, description)', () => {
  test('each field matches, in any case, beyond ASCII too', () => {
    expect(matches('église')).toBe(true);
    expect(matches('århus')).toBe(true);
    expect(matches('TREKS')).toBe(true);
    expect(matches('गौरीकुंड')).toBe(true);
  });

  test('accents do not matter, either way', () => {
    expect(matches('eglise')).toBe(true);
    expect(matches('OLAND trail')).toBe(true);
    expect(matches('arhus')).toBe(true);
    expect(textMatchesSearch('Rishikesh', 'rishikésh')).toBe(true);
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

  test('only spaces or hyphens look for nothing and find nothing', () => {
    expect(matches(' - ')).toBe(false);
  });
});

describe('spaces and hyphens are ignored', () => {
  test.each(['chardham', 'char-dham', 'char dham', 'Char Dham', 'CHAR–DHAM', 'char  dham yatra'])(
    '"%s" finds the Char Dham Yatra',
    (query) => {
      expect(found(query)).toEqual(['charDham']);
    },
  );

  test.each(['kedarnath', 'kedar nath', 'Kedar-Nath', 'KEDARNATH'])(
    '"%s" finds what says Kedarnath, and not Kedarkantha',
    (query) => {
      expect(found(query)).toEqual(['charDham', 'kedarnath']);
    },
  );
});

describe('the content team’s synonyms', () => {
  test('केदारनाथ and Kedar find Kedarnath', () => {
    expect(found('केदारनाथ')).toEqual(['charDham', 'kedarnath']);
    expect(found('kedar dham')).toEqual(['kedarnath']);
  });

  test('a word of a group still finds its own substring: "kedar" also finds Kedarkantha', () => {
    expect(found('kedar')).toEqual(['charDham', 'kedarnath', 'kedarkantha']);
  });

  test('badri, Badrinath and बद्रीनाथ find the same packages', () => {
    expect(found('badri')).toEqual(['charDham', 'badrinath']);
    expect(found('Badrinath')).toEqual(['charDham', 'badrinath']);
    expect(found('बद्रीनाथ')).toEqual(['charDham', 'badrinath']);
  });

  test('चार धाम finds the Char Dham Yatra', () => {
    expect(found('चार धाम')).toEqual(['charDham']);
    expect(found('चार धाम yatra')).toEqual(['charDham']);
  });

  test('VOF, Valley of Flowers and फूलों की घाटी find the Valley of Flowers', () => {
    expect(found('VOF')).toEqual(['valley']);
    expect(found('vof')).toEqual(['valley']);
    expect(found('valley-of-flowers')).toEqual(['valley']);
    expect(found('फूलों की घाटी')).toEqual(['valley']);
  });

  test('a synonym written in a package is found by every spelling of its group', () => {
    const written = { ...catalogue.roopkund, description: 'Then on to Kedar and the फूलों की घाटी.' };
    expect(packageMatchesSearch(written, 'kedarnath')).toBe(true);
    expect(packageMatchesSearch(written, 'केदारनाथ')).toBe(true);
    expect(packageMatchesSearch(written, 'VOF')).toBe(true);
    expect(packageMatchesSearch(written, 'valley of flowers')).toBe(true);
  });
});

describe('one typo in a word of 5+ letters', () => {
  test.each(['kedarnth', 'kedranath', 'kedarnatth', 'kedarnaht'])('"%s" finds Kedarnath', (query) => {
    expect(found(query)).toEqual(['charDham', 'kedarnath']);
  });

  test('in any word of the search, each in the same field', () => {
    expect(found('roopkund trekk')).toEqual(['roopkund']);
    expect(found('valley of flowrs')).toEqual(['valley']);
    expect(found('roopkunt')).toEqual(['roopkund']);
  });

  test('the words are still read in their order, next to one another', () => {
    expect(found('nath kedar')).toEqual([]);
    expect(found('ked\uFFFDarnath')).toEqual([]);
    expect(found('trekk roopkund')).toEqual([]);
  });

  test('two typos in one word are too many', () => {
    expect(found('kedrnth')).toEqual([]);
    expect(found('roopkant')).toEqual([]);
  });

  test('words of fewer than 5 letters must be exact', () => {
    expect(found('dhan')).toEqual([]);
    expect(found('tek')).toEqual([]);
    expect(found('laek')).toEqual([]);
    expect(found('lake')).toEqual(['roopkund']);
    expect(found('vfo')).toEqual([]);
    expect(found('badr')).toEqual(['charDham', 'badrinath']);
  });

  test('withinOneTypo counts one added, missing or changed letter, or one swap of neighbours', () => {
    expect(withinOneTypo('kedarnath', 'kedarnath')).toBe(true);
    expect(withinOneTypo('kedarnth', 'kedarnath')).toBe(true);
    expect(withinOneTypo('kedarnaath', 'kedarnath')).toBe(true);
    expect(withinOneTypo('kedarnoth', 'kedarnath')).toBe(true);
    expect(withinOneTypo('kedarnaht', 'kedarnath')).toBe(true);
    expect(withinOneTypo('kedrnth', 'kedarnath')).toBe(false);
    expect(withinOneTypo('kdearnaht', 'kedarnath')).toBe(false);
  });
});
