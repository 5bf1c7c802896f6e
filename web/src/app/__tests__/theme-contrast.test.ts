import { getContrastRatio, type CssVarsTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';

// A filled chip or button draws its label in the colour's contrastText on its main colour.
const filled = ['primary', 'secondary', 'info', 'success', 'error'] as const;

describe("the theme's colours", () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`in the ${scheme} scheme, label text on every filled colour meets WCAG AA (4.5:1)`, () => {
      // The theme is built with CSS variables (cssVariables in theme.ts): it has both schemes.
      const palette = (theme as unknown as CssVarsTheme).colorSchemes[scheme]!.palette;
      for (const name of filled) {
        const { main, contrastText } = palette[name];
        expect(getContrastRatio(main, contrastText), `${name}: ${contrastText} on ${main}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
