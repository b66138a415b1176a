import federation from '@module-federation/webpack-bundler-runtime';
import { getInstance, init } from '@module-federation/runtime';
import provideBundlerRuntime, {
  BUNDLER_RUNTIME_FOR_REMOTES,
  BUNDLER_RUNTIME_GLOBAL,
  initContainer,
} from '../federation/provide-bundler-runtime';

const global = globalThis as Record<string, unknown>;

describe("the bundler runtime the shell hands to the remotes' production builds", () => {
  beforeAll(() => {
    // The shell's own container, initialised first as on a page.
    init({ name: 'shell', remotes: [] });
  });

  test("is the shell's own bundler runtime, with a container's entry setup and a container-safe init", () => {
    const { bundlerRuntime, runtime, ...rest } = BUNDLER_RUNTIME_FOR_REMOTES;
    for (const [key, value] of Object.entries(rest))
      expect(value).toBe(federation[key as keyof typeof federation]);
    // (initContainerEntry is in the shell's object here, as jest defines no build flags, but from another file.)
    for (const [key, value] of Object.entries(federation.bundlerRuntime ?? {}))
      if (key !== 'initContainerEntry')
        expect(bundlerRuntime[key as keyof typeof bundlerRuntime]).toBe(value);
    expect(typeof bundlerRuntime.initContainerEntry).toBe('function');
    expect(runtime.init).toBe(initContainer);
    expect(runtime.loadShare).toBe(federation.runtime?.loadShare);
  });

  test("a remote's container gets its own instance and leaves the shell's the page's default", () => {
    const shell = getInstance();
    expect(shell?.name).toBe('shell');
    const content = initContainer({ name: 'content', remotes: [] });
    expect(content).not.toBe(shell);
    expect(content.name).toBe('content');
    expect(getInstance()).toBe(shell);
    // The same container evaluated again (a second entry script) keeps its instance.
    expect(initContainer({ name: 'content', remotes: [] })).toBe(content);
    // What the library's own init would have done: the remote's instance becomes the default.
    init({ name: 'catalog', remotes: [] });
    expect(getInstance()?.name).toBe('catalog');
  });

  test('is on the global before the runtime initialises, and the init arguments pass through', () => {
    const plugin = provideBundlerRuntime();
    const args = { options: { name: 'shell' } } as unknown as Parameters<
      NonNullable<typeof plugin.beforeInit>
    >[0];
    delete global[BUNDLER_RUNTIME_GLOBAL];
    expect(plugin.beforeInit?.(args)).toBe(args);
    expect(global[BUNDLER_RUNTIME_GLOBAL]).toBe(BUNDLER_RUNTIME_FOR_REMOTES);
  });
});
