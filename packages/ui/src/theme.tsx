/** Design tokens shared by the shell and every remote through styled-components' ThemeProvider. */
export const theme = {
  colors: {
    ink: '#10141f',
    inkSoft: '#1b2236',
    gold: '#c9a24d',
    goldLight: '#e6c77a',
    ivory: '#f5efe3',
    text: '#1d2230',
    muted: '#5b6275',
    surface: '#ffffff',
    border: '#e3dccb',
    success: '#1f7a4d',
    destructive: '#b42318',
    focus: '#2f6fed',
  },
  fonts: {
    heading: "Georgia, 'Times New Roman', serif",
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  radius: '10px',
  maxWidth: '1160px',
  breakpoints: { mobile: '768px' },
} as const;

export type Theme = typeof theme;
