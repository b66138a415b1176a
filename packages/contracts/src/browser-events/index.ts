export * from './window-events';
export * from './site-event-names';
export * from './site-events';
export * from './send-site-event';
