import {
  Component,
  lazy,
  memo,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { recordPendingInput, type PendingInput } from './deferred-replay';
import { whenInteractive } from './when-interactive';
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
  /**
   * A widget of the layout, not of the route: its server markup shows at once, its code loads at the page's
   * first interaction or idle moment (`whenInteractive`), so a page downloads only the remotes its route
   * renders before the visitor does anything. A click on it meanwhile, and the `replayEvents` sent to the
   * window, are played back once it has hydrated.
   */
  defer?: boolean;
  replayEvents?: readonly string[];
}

type WidgetModule<P> = { Widget?: ComponentType<P>; default?: ComponentType<P> };

/**
 * Renders a React component another remote exposes, inside this React tree (React is a shared singleton).
 * Memoized: a parent's re-render during hydration would otherwise reach the widget's server HTML before its
 * code has arrived and make React replace it with the loading state (a visible jump).
 */
export const RemoteComponent = memo(RemoteComponentInner) as typeof RemoteComponentInner;

/** Renders after the widget, in the server's tree too, so both trees (and their `useId`s) match. */
function AfterMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

const NO_EVENTS: readonly string[] = [];

function RemoteComponentInner<P extends object>({
  remote,
  exposed,
  props,
  loading,
  error,
  defer = false,
  replayEvents = NO_EVENTS,
}: RemoteComponentProps<P>) {
  const render = usePageRender();
  render?.modules.add(`${remote}/${exposed}`);
  if (defer) render?.deferred.add(`${remote}/${exposed}`);
  const container = useRef<HTMLDivElement>(null);
  const pending = useRef<PendingInput | null>(null);
  useEffect(() => {
    if (!defer || !container.current) return undefined;
    const recording = recordPendingInput(container.current, replayEvents);
    pending.current = recording;
    return () => recording.stop();
  }, [defer, replayEvents]);

  const Lazy = useMemo(
    () =>
      lazy(async () => {
        if (defer && !render) await whenInteractive();
        const module = await loadExposed<WidgetModule<P>>(remote, exposed);
        const Widget = module.Widget ?? module.default;
        if (!Widget) throw new Error(`${remote}/${exposed} exposes no component`);
        const replay = () => {
          pending.current?.replay();
          pending.current = null;
        };
        return {
          default: (widgetProps: P) => (
            <>
              <Widget {...widgetProps} />
              <AfterMount run={replay} />
            </>
          ),
        };
      }),
    [remote, exposed, defer, render],
  );
  const widget = (
    <RemoteErrorBoundary fallback={error ?? null}>
      <Suspense fallback={loading ?? null}>
        <Lazy {...(props ?? ({} as P))} />
      </Suspense>
    </RemoteErrorBoundary>
  );
  if (!defer) return widget;
  // `display: contents`: a box for finding clicks on the widget that adds nothing to the layout.
  return (
    <div ref={container} data-deferred-widget={`${remote}/${exposed}`} style={{ display: 'contents' }}>
      {widget}
    </div>
  );
}
