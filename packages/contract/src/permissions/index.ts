export * from './ability.js';
export * from './places.js';
export * from './scope.js';
export * from './vocabulary.js';
