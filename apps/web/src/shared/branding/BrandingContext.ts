import { type Branding, DEFAULT_BRANDING } from '@talent/contract';
import { createContext, useContext } from 'react';

export const BrandingContext = createContext<Branding>(DEFAULT_BRANDING);
/** The brand of this host, loaded once at start (spec §4). */
export const useBranding = () => useContext(BrandingContext);
