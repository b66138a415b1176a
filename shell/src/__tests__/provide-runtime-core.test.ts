import * as runtimeCore from '@module-federation/runtime-core';
import provideRuntimeCore, {
  RUNTIME_CORE_FOR_REMOTES,
  RUNTIME_CORE_GLOBAL,
} from '../federation/provide-runtime-core';

// That the list covers what a remote's runtime imports, in the pinned version, is checked against the
// runtime's files in packages/config/__tests__/external-runtime.test.ts.
describe('the runtime the shell hands to remotes built with externalRuntime', () => {
  test("hands over the shell's own runtime-core functions, not copies", () => {
    for (const [name, value] of Object.entries(RUNTIME_CORE_FOR_REMOTES)) {
      expect(value).toBe(runtimeCore[name as keyof typeof runtimeCore]);
      expect(value).toBeDefined();
    }
  });

  test('is on the global before the runtime initialises, and the init arguments pass through', () => {
    const plugin = provideRuntimeCore();
    const args = { options: { name: 'shell' } } as unknown as Parameters<
      NonNullable<typeof plugin.beforeInit>
    >[0];
    delete (runtimeCore.Global as Record<string, unknown>)[RUNTIME_CORE_GLOBAL];
    expect(plugin.beforeInit?.(args)).toBe(args);
    expect((runtimeCore.Global as Record<string, unknown>)[RUNTIME_CORE_GLOBAL]).toBe(
      RUNTIME_CORE_FOR_REMOTES,
    );
  });
});
