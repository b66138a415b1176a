export { SearchPanel } from './search-panel';
export type { SearchPanelProps, SearchPanelVariant } from './search-panel';
