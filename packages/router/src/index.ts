// The parts of react-router-dom the site uses, and nothing else. Shared by every container as one singleton:
// a shared module is never tree-shaken, so sharing react-router-dom itself cost all of it (64 KB gzip) on every
// page, and not sharing it cost each remote its own copy (14 KB gzip each). Shared through this module,
// react-router is bundled once, tree-shaken to these exports, and every region's routes see the same router
// context (a widget of one remote inside another remote's page uses that page's router).
// Import routing from here, never from react-router-dom (lint enforces it outside tests).
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
