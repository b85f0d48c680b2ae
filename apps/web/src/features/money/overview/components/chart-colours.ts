/**
 * The Okabe–Ito palette: told apart with the common colour-vision deficiencies. SVG attributes take no
 * CSS variables, so the charts use these values rather than the theme's.
 */
export const chartColours = {
  orange: '#E69F00',
  sky: '#56B4E9',
  green: '#009E73',
  blue: '#0072B2',
  vermillion: '#D55E00',
  purple: '#CC79A7',
  grey: '#8C8C8C',
} as const;
