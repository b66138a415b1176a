// Entry of the page-rendering worker threads (bundled as dist/ssr-worker.js, next to server.js).
export { default } from './ssr/render-worker';
