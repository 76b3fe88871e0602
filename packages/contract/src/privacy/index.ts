export * from './admin.js';
export * from './consent.js';
export * from './enums.js';
export * from './erasure.js';
export * from './export.js';
export * from './requests.js';
export * from './rules.js';
export * from './staff-calls.js';
