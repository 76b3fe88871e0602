/**
 * Loads every site-form handler module, each of which registers itself (`registry.ts`). The app
 * imports this file once at start; a handler's module adds its import here, nothing else.
 */
import '../../employers/registration/registration.handler.js';
import './webhook.handler.js';
import './job-feedback.handler.js';
import './job-application.js';
