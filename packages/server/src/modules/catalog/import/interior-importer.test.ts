import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { expect, it, onTestFinished } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import { createCatalogRepository } from '../repository.ts';
import { migratedDatabase } from './import-test-helpers.ts';
import { readOnix } from './onix-reader.ts';
import { importTitleFile } from './title-importer.ts';

const jpeg = (text: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(text)]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('spread')]);

const resource = (contentType: string, mode: string, link: string) => `
      <SupportingResource>
        <ResourceContentType>${contentType}</ResourceContentType>
        <ContentAudience>00</ContentAudience>
        <ResourceMode>${mode}</ResourceMode>
        <ResourceVersion>
          <ResourceForm>02</ResourceForm>
          <ResourceLink>${link}</ResourceLink>
        </ResourceVersion>
      </SupportingResource>`;

const onixWith = (resources: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">
  <Header><Sender><SenderName>Test Press</SenderName></Sender><SentDateTime>20240101</SentDateTime></Header>
  <Product>
    <RecordReference>com.testpress.interiors</RecordReference>
    <NotificationType>03</NotificationType>
    <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>9781551923703</IDValue></ProductIdentifier>
    <DescriptiveDetail>
      <ProductComposition>00</ProductComposition>
      <ProductForm>BC</ProductForm>
      <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>Inside Pages</TitleText></TitleElement></TitleDetail>
    </DescriptiveDetail>
    <CollateralDetail>${resources}
    </CollateralDetail>
  </Product>
</ONIXMessage>`;

function folderOf(files: Record<string, Buffer | string>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-onix-interiors-'));
  onTestFinished(() => fs.rmSync(folder, { recursive: true, force: true }));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), content);
  }
  return folder;
}

describeEachDatabase('ONIX interior images', (dialect) => {
  it.each([
    ['batch by batch', false],
    ['in one go (a first load from the command line)', true],
  ])(
    "takes a product's interior image resources that are files beside the ONIX file, in the file's order, loaded %s",
    async (_, isWholeFileLoad) => {
      const database = await migratedDatabase(dialect);
      const folder = folderOf({ 'images/inside-1.jpg': jpeg('page one'), 'spread.png': png });
      const onix = onixWith(
        [
          resource('01', '03', 'images/cover.jpg'), // the front cover: not an interior
          resource('07', '03', 'images/inside-1.jpg'),
          resource('07', '03', 'https://images.example/inside-9.jpg'), // on the web: not fetched
          resource('15', '03', pathToFileURL(path.join(folder, 'spread.png')).href),
          resource('15', '04', 'images/inside-1.jpg'), // not an image resource
          resource('07', '03', 'images/missing.jpg'),
        ].join(''),
      );
      fs.writeFileSync(path.join(folder, 'titles.xml'), onix);
      const repo = createCatalogRepository(database.db);

      const summary = await importTitleFile(path.join(folder, 'titles.xml'), 'onix', {
        repo,
        interiorImages: { sourceDir: folder, dataDir: database.dataDir },
        isWholeFileLoad,
      });
      const names = await repo.findInteriors('9781551923703');

      expect(summary).toMatchObject({ read: 1, inserted: 1, rejected: 0 });
      expect(names).toEqual([
        expect.stringMatching(/^1-[a-f0-9]{12}\.jpg$/),
        expect.stringMatching(/^2-[a-f0-9]{12}\.png$/),
      ]);
      const stored = path.join(database.dataDir, 'files', 'interiors', '9781551923703', names[0] ?? '');
      expect(fs.readFileSync(stored)).toEqual(jpeg('page one'));
    },
  );
});

it('reads interior image resources written in ONIX short tags too', async () => {
  const xml =
    '<ONIXmessage release="3.0"><product><a001>short.1</a001><descriptivedetail><b012>BC</b012></descriptivedetail>' +
    '<collateraldetail><supportingresource><x436>07</x436><x427>00</x427><x437>03</x437>' +
    '<resourceversion><x441>02</x441><x435>images/inside-1.jpg</x435></resourceversion>' +
    '</supportingresource></collateraldetail></product></ONIXmessage>';

  const records = [];
  for await (const record of readOnix(Readable.from([xml]))) records.push(record);

  expect(records.map((record) => record.interiorImageLinks)).toEqual([['images/inside-1.jpg']]);
});
