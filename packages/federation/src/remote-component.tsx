import { Component, lazy, memo, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { loadExposed } from './federation-runtime';
import { usePageRender } from './ssr/page-render';
import type { RemoteName } from './remotes';

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a crashed or unreachable remote inside its own region. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[federation] a remote region failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface RemoteComponentProps<P> {
  remote: RemoteName;
  /** Exposed module name without './'; the module's named export `Widget` or default export is rendered. */
  exposed: string;
  props?: P;
  loading?: ReactNode;
  error?: ReactNode;
}

type WidgetModule<P> = { Widget?: ComponentType<P>; default?: ComponentType<P> };

/**
 * Renders a React component another remote exposes, inside this React tree (React is a shared singleton).
 * Memoized: a parent's re-render during hydration would otherwise reach the widget's server HTML before its
 * code has arrived and make React replace it with the loading state (a visible jump).
 */
export const RemoteComponent = memo(RemoteComponentInner) as typeof RemoteComponentInner;

function RemoteComponentInner<P extends object>({
  remote,
  exposed,
  props,
  loading,
  error,
}: RemoteComponentProps<P>) {
  usePageRender()?.modules.add(`${remote}/${exposed}`);
  const Lazy = useMemo(
    () =>
      lazy(async () => {
        const module = await loadExposed<WidgetModule<P>>(remote, exposed);
        const Widget = module.Widget ?? module.default;
        if (!Widget) throw new Error(`${remote}/${exposed} exposes no component`);
        return { default: Widget };
      }),
    [remote, exposed],
  );
  return (
    <RemoteErrorBoundary fallback={error ?? null}>
      <Suspense fallback={loading ?? null}>
        <Lazy {...(props ?? ({} as P))} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
