/**
 * Titles the journeys need that the demo catalogue lacks, imported by global-setup before the
 * server starts (an import beside a busy server would wait on its writes).
 */
export const largePrintTitle = { eisbn: '9780000000026', title: 'The Long Way Home (Large Print)' };

export const extraCatalogueCsv = `eisbn,title,is_large_print\n${largePrintTitle.eisbn},${largePrintTitle.title},1\n`;
