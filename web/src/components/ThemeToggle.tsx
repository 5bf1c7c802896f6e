import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useHydrated } from '../hooks/use-hydrated';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemScheme(): 'light' | 'dark' {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/**
 * Dark theme on or off. The first visit follows the system setting; a choice is remembered by MUI
 * (localStorage `mui-mode`). Choosing the scheme the system already asks for stores 'system', so
 * the site follows the system again from then on instead of pinning that scheme for ever.
 */
export function ThemeToggle() {
  const { mode, colorScheme, setMode } = useColorScheme();
  const hydrated = useHydrated();
  // A pre-rendered page does not know the visitor's scheme: until hydrated, hold the button's place.
  if (!hydrated || !mode || !colorScheme) return <Box sx={{ width: 40, height: 40 }} />;
  const dark = colorScheme === 'dark';
  const toggle = () => {
    const next = dark ? 'light' : 'dark';
    setMode(next === systemScheme() ? 'system' : next);
  };
  return (
    <IconButton
      color="inherit"
      aria-label="Dark theme"
      aria-pressed={dark}
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      onClick={toggle}
    >
      {dark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
