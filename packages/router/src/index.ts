// Routing for every container, one singleton shared by the shell and the remotes: react-router's API as the
// site uses it (Routes of Route elements ranked by specificity, Link, Navigate, navigation state, search
// params), over wouter (2.4 KB gzip against react-router's 13.9 KB on every page's first load). Every
// region's router follows the same browser history, so a widget of one remote inside another's page sees
// that page's location. Import routing from here, never from wouter (lint enforces it); tests take
// MemoryRouter from '@trippy/router/testing'.
export { BrowserRouter, StaticRouter } from './routers';
export { Route, Routes, type RouteProps } from './routes';
export {
  Link,
  Navigate,
  useNavigate,
  useSearchParams,
  type LinkProps,
  type NavigateOptions,
} from './navigation';
export { useLocation, type Location } from './location';
export { matchPath } from './path-pattern';
export { useLocale, localeBaseOf } from './locale';
export { useParams } from 'wouter';
