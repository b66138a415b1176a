// The layout's public entry: the single-spa application the browser registers, the slots the server renders.
export { registerLayoutApplication } from './layout-application';
export { LAYOUT_SLOTS } from './layout';
