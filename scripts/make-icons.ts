import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

// The installed app's icons, drawn from ACE's mark (src/app/icon.svg): `npx tsx scripts/make-icons.ts`
// after the mark changes, and commit the PNGs. sharp comes with Next.js (its image optimizer).
//
// - icon-192.png, icon-512.png ("any"): the mark as it is, rounded corners on transparency.
// - icon-maskable-512.png: the same green to every edge, so a launcher may cut any shape from it;
//   the paw sits in the middle half, well inside the safe zone (the central circle of 80%).
// - src/app/apple-icon.png (180 px, Next.js's file convention): full-bleed too, since iOS rounds
//   the corners itself and would show transparent ones black.

const root = path.resolve(__dirname, "..");

async function main() {
  const mark = await readFile(path.join(root, "src/app/icon.svg"), "utf8");
  const fullBleed = mark.replace(/<rect ([^>]*?)rx="[\d.]+"/, "<rect $1");
  if (fullBleed === mark) throw new Error("The mark's rounded square was not found: update scripts/make-icons.ts.");

  const icons: Array<[svg: string, size: number, file: string]> = [
    [mark, 192, "public/icons/icon-192.png"],
    [mark, 512, "public/icons/icon-512.png"],
    [fullBleed, 512, "public/icons/icon-maskable-512.png"],
    [fullBleed, 180, "src/app/apple-icon.png"],
  ];
  for (const [svg, size, file] of icons) {
    // Rendered at the target size (density scales the 32-unit viewBox), so strokes stay sharp.
    const png = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    await writeFile(path.join(root, file), png);
    console.log(`${file}: ${size}x${size}, ${png.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
