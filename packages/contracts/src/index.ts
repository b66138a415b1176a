export * from './common';
export * from './envelope';
export * from './catalog';
export * from './customer';
export * from './booking';
export * from './lead';
export * from './notification';
export * from './page-render';
