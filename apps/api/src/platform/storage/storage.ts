// Kept for existing importers (app.ts, platform/context.ts): the port and the plugin now live apart,
// so the adapters import the port alone and no module imports back the one that chose it.
// New code imports storage-port.js (types, key rules) or storage.plugin.js (the app's plugin).

export { storagePluginFp } from './storage.plugin.js';
export * from './storage-port.js';
