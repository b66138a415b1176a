import type { whenInteractive as WhenInteractive } from '@trippy/federation';

// A fresh module each time: the promise is one per page.
function freshWhenInteractive(): typeof WhenInteractive {
  let fn: typeof WhenInteractive | undefined;
  jest.isolateModules(() => {
    fn = // The module alone: the package's index would load single-spa again, which warns.
      (
        jest.requireActual('@trippy/federation/src/when-interactive') as {
          whenInteractive: typeof WhenInteractive;
        }
      ).whenInteractive;
  });
  return fn!;
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
}

describe('whenInteractive: when code only an interaction needs may load', () => {
  test('waits while nothing happens', async () => {
    expect(await settled(freshWhenInteractive()())).toBe(false);
  });

  test.each(['pointerdown', 'keydown', 'scroll'])('a %s starts it', async (type) => {
    const interactive = freshWhenInteractive()();
    window.dispatchEvent(new Event(type));
    expect(await settled(interactive)).toBe(true);
  });

  test('a change of address starts it: a router transition would wait for the deferred widgets', async () => {
    const interactive = freshWhenInteractive()();
    expect(await settled(interactive)).toBe(false);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(await settled(interactive)).toBe(true);
  });
});
