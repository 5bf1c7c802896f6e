export * from './endpoints';
export * from './headers';
export * from './limits';
export * from './tool-list';
export * from './companies';
export * from './price-lists';
export * from './buying-lists';
export * from './quotes';
