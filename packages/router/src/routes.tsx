import {
  Children,
  Fragment,
  createContext,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Route as WouterRoute,
  Switch,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
} from 'wouter';
import { joinPaths, routeScore, wouterPattern } from './path-pattern';

export interface RouteProps {
  /** react-router's syntax: `/packages/:slug`, `/operator/*`, `*`; relative below a splat route. */
  path: string;
  element: ReactNode;
}

/** A route's description, read by its <Routes>; rendered alone it is a mistake. */
export function Route(_props: RouteProps): ReactElement {
  throw new Error('<Route> is only ever a child of <Routes>');
}

/** The part of the path a splat route (`/operator/*`) matched: what its element's relative routes sit below. */
const SplatBase = createContext('');

function routesOf(children: ReactNode, base: string, into: { path: string; element: ReactNode }[] = []) {
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return;
    if (child.type === Fragment) {
      routesOf(child.props.children, base, into);
      return;
    }
    if (child.type !== Route) throw new Error('<Routes> holds only <Route> elements');
    const { path, element } = child.props as unknown as RouteProps;
    into.push({ path: joinPaths(base, path), element });
  });
  return into;
}

/** The part of the current path before a splat route's `*`. */
function SplatScope({ children }: { children: ReactNode }) {
  const [pathname] = useWouterLocation();
  const rest = useWouterParams()['*'] ?? '';
  const base = pathname.slice(0, pathname.length - rest.length).replace(/\/+$/, '');
  return <SplatBase.Provider value={base}>{children}</SplatBase.Provider>;
}

/** The best-ranked of its routes matching the current path (react-router's rule), none when nothing does. */
export function Routes({ children }: { children: ReactNode }) {
  const routes = routesOf(children, useContext(SplatBase));
  const ranked = routes
    .map((route, order) => ({ ...route, order, score: routeScore(route.path) }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return (
    <Switch>
      {ranked.map(({ path, element }) => (
        <WouterRoute key={path} path={wouterPattern(path)}>
          {path.endsWith('*') ? <SplatScope>{element}</SplatScope> : element}
        </WouterRoute>
      ))}
    </Switch>
  );
}
