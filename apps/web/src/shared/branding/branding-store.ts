import { type Branding, DEFAULT_BRANDING } from '@talent/contract';
import { create } from 'zustand';
import { applyBranding, loadBranding } from './branding.js';

/** The brand of this host: loaded at start, and again after the brand editor saves. */
export const useBrandingStore = create<{ branding: Branding }>()(() => ({ branding: DEFAULT_BRANDING }));

/** Fetches this host's brand afresh and shows it everywhere (colours, title, logo, login texts). */
export async function refreshBranding(): Promise<void> {
  const branding = await loadBranding(window.location.hostname);
  applyBranding(branding);
  useBrandingStore.setState({ branding });
}
