/** @jest-environment jsdom */
import { installFormFocusFlag } from '../layout/form-focus-flag';

describe('form focus flag', () => {
  afterEach(() => (document.body.innerHTML = ''));

  test('set while a field of a form has focus, cleared when focus leaves the form', () => {
    document.body.innerHTML =
      '<form><input id="name" /><button id="send">Send</button></form><a id="out" href="#x">x</a><input id="loose" />';
    jest.useFakeTimers();
    const uninstall = installFormFocusFlag();
    const root = document.documentElement;
    document.getElementById('name')!.focus();
    expect(root.hasAttribute('data-form-focus')).toBe(true);
    document.getElementById('send')!.focus();
    jest.runAllTimers();
    expect(root.hasAttribute('data-form-focus')).toBe(true);
    document.getElementById('out')!.focus();
    jest.runAllTimers();
    expect(root.hasAttribute('data-form-focus')).toBe(false);
    document.getElementById('loose')!.focus();
    jest.runAllTimers();
    expect(root.hasAttribute('data-form-focus')).toBe(false);
    document.getElementById('name')!.focus();
    uninstall();
    expect(root.hasAttribute('data-form-focus')).toBe(false);
    jest.useRealTimers();
  });
});
