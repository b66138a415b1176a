export { REMOTE_NAMES, isRemotesConfig, type RemoteName, type RemotesConfig } from './remotes';
export { loadExposed } from './federation-runtime';
export { RemoteComponent, RemoteErrorBoundary } from './remote-component';
export {
  createPageRender,
  PageRenderContext,
  RootQueriesContext,
  usePageRender,
  usePageOrigin,
  usePageLocale,
  type PageRender,
} from './ssr/page-render';
export {
  usePageQuery,
  usePageQueryClient,
  browserQueryClient,
  invalidateQueries,
  isPassingFailure,
  type Outcome,
  type PageQuery,
  type QueryKey,
  useValueForPage,
  valueFromPage,
} from './data/page-queries';
export { useHead, useResponseStatus, setRouteHead, type PageHead, type JsonLd } from './ssr/page-head';
export {
  createRegionLifecycles,
  clientWithPrefix,
  rootIdPrefix,
  takeServerRendered,
  SERVER_RENDERED_ATTRIBUTE,
} from './ssr/region-lifecycles';
export { configureServerRemotes } from './ssr/server-remotes';
export { lazyWithRetry } from './lazy-with-retry';
export { whenInteractive, idleAfterLoad } from './when-interactive';
