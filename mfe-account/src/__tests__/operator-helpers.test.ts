import { changes } from '../operator/audit-page';
import { safeReturnPath } from '../operator/safe-return-path';

describe('audit log changes', () => {
  test('lists only the fields that changed', () => {
    expect(changes({ before: { role: 'staff', name: 'A' }, after: { role: 'owner', name: 'A' } })).toEqual([
      'role: "staff" -> "owner"',
    ]);
  });
  test('a created record lists its fields, a removed one what it was', () => {
    expect(changes({ before: null, after: { amount: 500000 } })).toEqual(['amount: 500000']);
    expect(changes({ before: { amount: 1 }, after: null })).toEqual(['amount was 1']);
  });
  test('values that are not records are shown whole', () => {
    expect(changes({ before: 'pending', after: 'confirmed' })).toEqual(['"pending" -> "confirmed"']);
    expect(changes({ before: null, after: null })).toEqual([]);
  });
});

describe('sign-in return path', () => {
  test.each([
    ['/operator/leads?status=new', '/operator/leads?status=new'],
    ['/operator', '/operator'],
    [null, '/operator'],
    ['https://evil.example/operator', '/operator'],
    ['//evil.example/operator', '/operator'],
    ['/profile', '/operator'],
    ['/operatorx', '/operator'],
    ['/operator/login?from=/operator', '/operator'],
    ['/operator/\\evil', '/operator'],
    [`/operator/${'a'.repeat(400)}`, '/operator'],
  ])('%s -> %s', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });
});
