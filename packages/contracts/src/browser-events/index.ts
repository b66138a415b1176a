export * from './window-events';
export * from './site-events';
