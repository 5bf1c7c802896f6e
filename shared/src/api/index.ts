export * from './endpoints';
export * from './headers';
export * from './limits';
export * from './tool-list';
