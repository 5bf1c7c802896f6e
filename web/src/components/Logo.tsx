import Box from '@mui/material/Box';

/**
 * The Tools Hub logo (public/images/logo.svg) drawn inline, so that the word "Tools" takes the
 * theme's text colour and stays readable in the dark theme. Decorative: the link around it names it.
 */
export function Logo({ width }: { width: number }) {
  return (
    <Box
      component="svg"
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 160 40"
      width={width}
      height={width / 4}
      aria-hidden="true"
      focusable="false"
      sx={{ display: 'block', color: 'text.primary' }}
    >
      <rect x="2" y="2" width="36" height="36" rx="8" fill="#e8772e" />
      <g transform="rotate(-35 20 20)">
        <rect x="17.5" y="14" width="5" height="20" rx="2" fill="#ffffff" />
        <path d="M8.5 8h15c4.5 0 7.5 2.2 9 6.5l-2.8 1.2C28.6 13 26.8 12 23.5 12v4H8.5Z" fill="#ffffff" />
      </g>
      <text
        x="46"
        y="27"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="19"
        fontWeight="700"
        fill="currentColor"
      >
        Tools <tspan fill="#e8772e">Hub</tspan>
      </text>
    </Box>
  );
}
