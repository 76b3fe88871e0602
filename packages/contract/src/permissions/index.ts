export * from './ability.js';
export * from './scope.js';
export * from './vocabulary.js';
