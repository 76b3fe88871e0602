export * from './ability.js';
export * from './places.js';
export * from './scope.js';
export * from './staff.js';
export * from './vocabulary.js';
export * from './vocabulary-schemas.js';
