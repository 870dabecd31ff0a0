import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '@site/contracts/site-settings';
import { SiteSettingsProvider } from '@site/ui/site-settings';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/** Everything a page needs around it: theme, site settings and the query client. */
export function AppProviders({
  settings,
  queryClient,
  globalStyle = true,
  children,
}: {
  settings: SiteSettings;
  queryClient: QueryClient;
  /** Off when a remote renders a fragment on its server: the shell's page carries the global styles. */
  globalStyle?: boolean;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={theme}>
      {globalStyle && <GlobalStyle />}
      <SiteSettingsProvider settings={settings}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SiteSettingsProvider>
    </ThemeProvider>
  );
}
