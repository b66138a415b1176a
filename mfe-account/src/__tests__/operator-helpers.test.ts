import { safeReturnPath } from '../operator/safe-return-path';

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
