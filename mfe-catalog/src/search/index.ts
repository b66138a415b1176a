export { SearchPanel } from './search-panel';
export type { SearchPanelVariant } from './search-panel';
