export { MemoryRouter, type MemoryEntry } from './memory-router';
