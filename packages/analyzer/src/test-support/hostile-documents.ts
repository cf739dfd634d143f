import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A PDF of `pages` pages written by hand: every page shares one short content stream and one
 * font, so 20,000 pages weigh about 2.5 MB and take a few milliseconds to make.
 */
export function makeManyPagePdf(pages: number, line = 'Lorem ipsum page'): Uint8Array {
  const objects: string[] = [];
  const firstPage = 5;
  const kids = Array.from({ length: pages }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  const content = `BT /F1 12 Tf 72 720 Td (${line}) Tj ET`;
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const page =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>';
  for (let i = 0; i < pages; i++) objects.push(page);
  const parts: string[] = ['%PDF-1.4\n'];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = `${index + 1} 0 obj\n${body}\nendobj\n`;
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
  ].join('\n');
  parts.push(
    `${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return new TextEncoder().encode(parts.join(''));
}

/** A zip of the given entries, deflated (fast level): enough of a DOCX for the readers. */
export function makeZip(entries: Record<string, string | Uint8Array>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [fileName, content] of Object.entries(entries)) {
    const name = Buffer.from(fileName);
    const raw = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
    const data = deflateRawSync(raw, { level: 1 });
    const checksum = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralBytes = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(centralBytes, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/**
 * A DOCX whose body holds `megabytes` MB of paragraphs of pseudo-random words: it compresses
 * like real text (a ratio near 3), so it passes the zip checks, and only reading it is costly.
 * `pages` writes a page count in docProps/app.xml, as Word does.
 */
export function makeHugeDocx(megabytes: number, pages?: number): Uint8Array {
  const target = megabytes * 1024 * 1024;
  const chunks: string[] = [];
  let size = 0;
  let seed = 42;
  const letter = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return String.fromCharCode(97 + (seed % 26));
  };
  while (size < target) {
    let words = '';
    for (let w = 0; w < 12; w++) {
      let word = '';
      const length = 3 + (w % 6);
      for (let c = 0; c < length; c++) word += letter();
      words += `${word} `;
    }
    const paragraph = `<w:p><w:r><w:t>${words}</w:t></w:r></w:p>`;
    chunks.push(paragraph);
    size += paragraph.length;
  }
  const document = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${chunks.join('')}</w:body></w:document>`;
  return makeZip({
    '[Content_Types].xml': CONTENT_TYPES,
    ...(pages === undefined
      ? {}
      : { 'docProps/app.xml': `<Properties><Pages>${pages}</Pages></Properties>` }),
    'word/document.xml': document,
  });
}
