export type Theme = 'dark' | 'light';

/** Accepts our names and the spec's (black = dark, white = light); anything else is undefined. */
export function parseTheme(value: string | null | undefined): Theme | undefined {
  switch (value?.trim().toLowerCase()) {
    case 'dark':
    case 'black':
      return 'dark';
    case 'light':
    case 'white':
      return 'light';
    default:
      return undefined;
  }
}
