import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

// `npm run screens:rtl`: full-page pictures of every screen in Arabic for a person to review
// (e2e/rtl.screens.ts). Not a test: kept out of `npm test` by its file name.
export default defineConfig({ ...base, testMatch: '**/*.screens.ts', reporter: 'list' });
