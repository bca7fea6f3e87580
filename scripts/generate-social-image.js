// Generates public/social-default.png, the default social preview image
// (1200×630), from an SVG with the brand text.
// Run: `node scripts/generate-social-image.js` (SITE_NAME overrides the brand).
// The PNG is committed; rerun only when the brand changes.
import { Buffer } from "node:buffer";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const WIDTH = 1200;
const HEIGHT = 630;
const brand = process.env.SITE_NAME ?? "Impact Careers";
const out = fileURLToPath(new URL("../public/social-default.png", import.meta.url));

const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const font = "Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3730a3"/>
      <stop offset="1" stop-color="#4f46e5"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1080" cy="110" r="220" fill="#ffffff" opacity="0.06"/>
  <circle cx="1150" cy="560" r="160" fill="#ffffff" opacity="0.05"/>
  <rect x="80" y="96" width="96" height="8" rx="4" fill="#a5b4fc"/>
  <text x="80" y="210" font-family="${font}" font-size="92" font-weight="700" fill="#ffffff">${escape(brand)}</text>
  <text x="80" y="300" font-family="${font}" font-size="48" font-weight="700" fill="#e0e7ff">Build your Career of Impact</text>
  <text x="80" y="372" font-family="${font}" font-size="32" fill="#c7d2fe">Internships, Fellowships and Courses</text>
  <text x="80" y="416" font-family="${font}" font-size="32" fill="#c7d2fe">with India's leading changemakers</text>
  <text x="80" y="548" font-family="${font}" font-size="26" font-weight="700" fill="#ffffff">Free to browse · Free to post</text>
</svg>`;

const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
console.log(`Wrote ${out} (${info.width}×${info.height}, ${info.size} bytes)`);
