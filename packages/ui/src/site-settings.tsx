import { createContext, useContext, type ReactNode } from 'react';
import { defaultSiteSettings, type SiteSettings } from '@site/contracts/site-settings';

const SiteSettingsContext = createContext<SiteSettings>(defaultSiteSettings);

/** The shell provides the settings it read from /runtime-config.json; remotes read them here. */
export function SiteSettingsProvider({
  settings,
  children,
}: {
  settings: SiteSettings;
  children: ReactNode;
}) {
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}
