const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const DIRECTORY_ENTRY_BYTES = 128;
const END_OF_CHAIN = 0xfffffffe;

export function hasOle2Signature(bytes: Uint8Array): boolean {
  return bytes.length >= 512 && OLE2_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

// Walks the compound file's directory sector chain and returns the stream names, so a Word 97
// document (stream "WordDocument") is told apart from an Excel or MSI file with the same header.
export function listOle2StreamNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorSize = 1 << view.getUint16(0x1e, true);
  const firstDirectorySector = view.getUint32(0x30, true);
  const fatSectorCount = view.getUint32(0x2c, true);
  const fat = readFat(view, sectorSize, fatSectorCount);
  const names: string[] = [];
  const visited = new Set<number>();
  let sector = firstDirectorySector;
  while (sector !== END_OF_CHAIN && !visited.has(sector) && visited.size < 10_000) {
    visited.add(sector);
    const start = (sector + 1) * sectorSize;
    if (start + sectorSize > bytes.length) break;
    for (let offset = start; offset < start + sectorSize; offset += DIRECTORY_ENTRY_BYTES) {
      const nameLength = view.getUint16(offset + 0x40, true);
      if (nameLength < 2 || nameLength > 64) continue;
      let name = '';
      for (let i = 0; i < nameLength - 2; i += 2)
        name += String.fromCharCode(view.getUint16(offset + i, true));
      names.push(name);
    }
    sector = fat[sector] ?? END_OF_CHAIN;
  }
  return names;
}

function readFat(view: DataView, sectorSize: number, fatSectorCount: number): number[] {
  const fat: number[] = [];
  // The first 109 FAT sector numbers live in the header; larger files (over ~7 MB) chain more
  // through DIFAT sectors, which the directory of a Word file practically never needs.
  for (let i = 0; i < Math.min(fatSectorCount, 109); i++) {
    const fatSector = view.getUint32(0x4c + i * 4, true);
    const start = (fatSector + 1) * sectorSize;
    if (start + sectorSize > view.byteLength) break;
    for (let offset = start; offset < start + sectorSize; offset += 4)
      fat.push(view.getUint32(offset, true));
  }
  return fat;
}
