import { SEARCH_SYNONYMS } from '../content/search-synonyms';
import {
  foldPackageSearchText,
  HINDI_NAMES,
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

describe('Hindi searches (a Hindi page’s header search)', () => {
  // The demo catalogue's names and places (api/src/seed), as the packages write them.
  const seed = {
    kedarnath: {
      name: 'Kedarnath Yatra (1 Dham)',
      location: 'Haridwar - Sonprayag - Kedarnath',
      categoryName: 'Char Dham',
      description: 'The trek from Gaurikund to the temple, with a pony or helicopter on request.',
    },
    doDham: {
      name: 'Do Dham Yatra: Kedarnath and Badrinath',
      location: 'Haridwar - Guptkashi - Kedarnath - Badrinath',
      categoryName: 'Char Dham',
      description: 'Two shrines in seven days.',
    },
    charDham: {
      name: 'Char Dham Yatra from Haridwar',
      location: 'Haridwar - Yamunotri - Gangotri - Kedarnath - Badrinath',
      categoryName: 'Char Dham',
      description: 'All four shrines.',
    },
    deluxe: {
      name: 'Char Dham Yatra from Dehradun (Deluxe)',
      location: 'Dehradun - Barkot - Uttarkashi - Guptkashi - Badrinath',
      categoryName: 'Char Dham',
      description: 'A deluxe 4 Dham circuit starting at Jolly Grant airport.',
    },
    valley: {
      name: 'Valley of Flowers Trek with Hemkund Sahib',
      location: 'Govindghat, Chamoli',
      categoryName: 'Treks',
      description: 'Meadows in bloom.',
    },
    kedarkantha: {
      name: 'Kedarkantha Winter Trek',
      location: 'Sankri, Uttarkashi',
      categoryName: 'Treks',
      description: 'A winter summit.',
    },
    harKiDun: {
      name: 'Har Ki Dun Trek',
      location: 'Taluka, Uttarkashi',
      categoryName: 'Treks',
      description: 'A valley of old villages.',
    },
    tungnath: {
      name: 'Tungnath and Chandrashila',
      location: 'Chopta, Rudraprayag',
      categoryName: 'Treks',
      description: 'The highest Shiva temple.',
    },
    rishikesh: {
      name: 'Rishikesh Rafting and Camping Weekend',
      location: 'Shivpuri, Rishikesh',
      categoryName: 'Weekend Trips',
      description: 'Rapids of the Ganga.',
    },
    mussoorie: {
      name: 'Mussoorie and Dhanaulti Family Holiday',
      location: 'Mussoorie',
      categoryName: 'Family Holidays',
      description: 'Hill stays.',
    },
    spiti: {
      name: 'Spiti Valley Backpacking Circuit',
      location: 'Shimla - Kaza - Chandratal - Manali',
      categoryName: 'Backpacking Trips',
      description: 'The high desert.',
    },
    kasol: {
      name: 'Kasol and Kheerganga Backpacking',
      location: 'Kasol, Parvati Valley',
      categoryName: 'Backpacking Trips',
      description: 'Hot springs.',
    },
  };
  type Seed = keyof typeof seed;
  const foundInSeed = (query: string): Seed[] =>
    (Object.keys(seed) as Seed[]).filter((key) => packageMatchesSearch(seed[key], query));

  test.each<[string, Seed[]]>([
    ['केदारनाथ', ['kedarnath', 'doDham', 'charDham']],
    ['बद्रीनाथ', ['doDham', 'charDham', 'deluxe']],
    ['बदरीनाथ', ['doDham', 'charDham', 'deluxe']],
    ['गंगोत्री', ['charDham']],
    ['यमुनोत्री', ['charDham']],
    ['चार धाम', ['kedarnath', 'doDham', 'charDham', 'deluxe']],
    ['चार धाम यात्रा', ['charDham', 'deluxe']],
    ['दो धाम', ['doDham']],
    ['फूलों की घाटी', ['valley']],
    ['हेमकुंड साहिब', ['valley']],
    ['केदारकांठा', ['kedarkantha']],
    ['हर की दून', ['harKiDun']],
    ['तुंगनाथ', ['tungnath']],
    ['चोपता', ['tungnath']],
    ['ऋषिकेश', ['rishikesh']],
    ['हरिद्वार', ['kedarnath', 'doDham', 'charDham']],
    ['देहरादून', ['deluxe']],
    ['मसूरी', ['mussoorie']],
    ['स्पीति', ['spiti']],
    ['मनाली', ['spiti']],
    ['कसोल', ['kasol']],
    ['उत्तरकाशी', ['deluxe', 'kedarkantha', 'harKiDun']],
  ])('"%s" finds the packages written in English', (query, expected) => {
    expect(foundInSeed(query)).toEqual(expected);
  });

  test('kinds of trip: ट्रेक and यात्रा, alone or beside a place, in either script', () => {
    // What "trek" finds: a name, a description, the category Treks.
    expect(foundInSeed('ट्रेक')).toEqual(['kedarnath', 'valley', 'kedarkantha', 'harKiDun', 'tungnath']);
    expect(foundInSeed('ट्रेक')).toEqual(foundInSeed('trek'));
    expect(foundInSeed('यात्रा')).toEqual(['kedarnath', 'doDham', 'charDham', 'deluxe']);
    expect(foundInSeed('केदारनाथ यात्रा')).toEqual(['kedarnath']);
    expect(foundInSeed('kedarnath यात्रा')).toEqual(['kedarnath']);
    expect(foundInSeed('केदारनाथ yatra')).toEqual(['kedarnath']);
    expect(foundInSeed('स्पीति घाटी')).toEqual(['spiti']);
  });

  test('a Hindi name finds its own place only: केदारनाथ is not Kedarkantha', () => {
    expect(foundInSeed('केदारनाथ')).not.toContain('kedarkantha');
    expect(foundInSeed('केदारकांठा')).not.toContain('kedarnath');
  });

  test('a Hindi word of 5+ letters one typo from a name is read as that name; shorter ones must be exact', () => {
    expect(foundInSeed('बद्रिनाथ')).toEqual(['doDham', 'charDham', 'deluxe']);
    expect(foundInSeed('केदरनाथ')).toEqual(['kedarnath', 'doDham', 'charDham']);
    expect(foundInSeed('रिशिकेश')).toEqual(['rishikesh']);
    expect(foundInSeed('गंगोत्रि')).toEqual(['charDham']);
    expect(foundInSeed('बदर')).toEqual([]);
  });

  test('Devanagari is compared as written, never stripped; invisible joiners do not matter', () => {
    expect(searchFolded('केदारनाथ').raw).toBe('केदारनाथ');
    expect(searchFolded('केदारनाथ').canonical).toBe('kedarnath');
    expect(foundInSeed('केदार\u200dनाथ')).toEqual(['kedarnath', 'doDham', 'charDham']);
    expect(foundInSeed('बद्री\u200cनाथ')).toEqual(['doDham', 'charDham', 'deluxe']);
    // ड़ typed as one character or as ड and its nukta.
    expect(textMatchesSearch('Barkot', 'ब\u095cकोट')).toBe(true);
    expect(textMatchesSearch('Barkot', 'ब\u0921\u093cकोट')).toBe(true);
    expect(textMatchesSearch('Dehradun - Barkot', 'बड़कोट')).toBe(true);
  });

  test('every Hindi spelling finds the English it stands for, and no spelling belongs to two groups', () => {
    const mainOf = new Map<string, string>();
    for (const group of [...SEARCH_SYNONYMS, ...HINDI_NAMES]) {
      const [main = '', ...spellings] = group;
      for (const spelling of [main, ...spellings]) {
        const key = searchFolded(spelling).raw;
        expect([spelling, mainOf.get(key) ?? main]).toEqual([spelling, main]);
        mainOf.set(key, main);
        expect([spelling, textMatchesSearch(`A trip to ${main}.`, spelling)]).toEqual([spelling, true]);
      }
    }
  });
});
