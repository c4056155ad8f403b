/**
 * Titles the journeys need that the demo catalogue lacks, imported by global-setup before the
 * server starts (an import beside a busy server would wait on its writes).
 */
export const largePrintTitle = { eisbn: '9780000000026', title: 'The Long Way Home (Large Print)' };

/** A Spanish audiobook edition of the demo's Midnight Riot (9780345524256): the same work by title and author. */
export const audiobookEdition = { eisbn: '9780000000040', title: 'Midnight Riot', printEisbn: '9780345524256' };

export const extraCatalogueCsv = [
  'eisbn,title,authors,language,is_large_print,is_audiobook,binding_code,binding',
  `${largePrintTitle.eisbn},${largePrintTitle.title},,,1,0,,`,
  `${audiobookEdition.eisbn},${audiobookEdition.title},Ben Aaronovitch,spa,0,1,DA,Downloadable Audio`,
  '',
].join('\n');
