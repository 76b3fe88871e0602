import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrandedWelcome } from './BrandedWelcome.js';
import { readPortalConfig } from './shared/config.js';
import './styles.css';

// The API client of the app shell will send it as the enterprise header; exposed for now.
document.documentElement.dataset.enterprise = readPortalConfig().enterpriseId;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrandedWelcome />
  </StrictMode>,
);
