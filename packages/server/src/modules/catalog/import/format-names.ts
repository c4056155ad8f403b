/** The catalogue file formats, apart from their readers so the command line can name them without loading them. */
export const importFormats = ['onix', 'csv'] as const;
export type ImportFormat = (typeof importFormats)[number];
