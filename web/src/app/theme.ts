import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  components: {
    // A spinner is named ("Loading") where it stands for content on its way; a name needs a role to be read
    // (axe-core's aria-prohibited-attr on a bare span), and a status region is what it is.
    // (Plain props, not Loader.extend: the theme is in the first bundle, which holds no Mantine component.)
    Loader: { defaultProps: { role: 'status' } },
  },
});
