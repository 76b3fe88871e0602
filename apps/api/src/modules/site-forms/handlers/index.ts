/**
 * Loads every site-form handler module, each of which registers itself (`registry.ts`). The app
 * imports this file once at start; a handler's module adds its import here, nothing else.
 */
import './job-application.js';
